// New South Wales — Duties Act 1997. Source: domain-facts §2.2, citing
// https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty (schedule; thresholds CPI-indexed each 1 July),
// https://www.revenue.nsw.gov.au/property-professionals-resource-centre/duties-guides/contracts-for-sale-of-land-and-transfers (premium property duty),
// https://www.patrislegal.com.au/first-home-buyer-scheme (FHBAS thresholds),
// https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty/surcharge-purchaser-duty (surcharge 9% from 1 Jan 2025).

import { dollars } from '../money.ts';
import { brackets, per100, scheduleDuty, scheduleOn, type Bracket, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines, linearShare } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

const RATES = [per100(1.25), per100(1.5), per100(1.75), per100(3.5), per100(4.5), per100(5.5)] as const;
const PREMIUM_RATE = per100(7);

function nswSchedule(
  name: string,
  from: string,
  thresholds: readonly number[],
  bases: readonly number[],
  premium: readonly [number, number] | null,
): Schedule {
  const rows = RATES.map((rate, i) => [thresholds[i] ?? 0, bases[i] ?? 0, rate] as const);
  const general = brackets(rows);
  const withPremium: Bracket[] = premium ? [...general, ...brackets([[premium[0], premium[1], PREMIUM_RATE]])] : general;
  return { name, from, brackets: withPremium, minimumCents: dollars(20) };
}

const T_2025 = [0, 17_000, 37_000, 99_000, 372_000, 1_240_000];
const B_2025 = [0, 212, 512, 1_597, 11_152, 50_212];
const T_2024 = [0, 17_000, 36_000, 97_000, 364_000, 1_212_000];
const B_2024 = [0, 212, 497, 1_564, 10_909, 49_069];

/** 2024-25 premium threshold $3,636,000, base $182,390 (Revenue NSW guide). */
const PREMIUM_2024: readonly [number, number] = [3_636_000, 182_390];
/**
 * 2025-26 premium threshold is not in our reference (indexed; verify). Placeholder: the 2024-25
 * threshold with the base continuous from the 2025-26 top band: 50,212 + 5.5% × (3,636,000 − 1,240,000).
 */
const PREMIUM_2025_PLACEHOLDER: readonly [number, number] = [3_636_000, 50_212 + (5.5 * (3_636_000 - 1_240_000)) / 100];

// Thresholds are indexed each 1 July: each schedule starts on its year's 1 July.
export const NSW_2025_26 = nswSchedule('NSW transfer duty 2025-26', '2025-07-01', T_2025, B_2025, PREMIUM_2025_PLACEHOLDER);
export const NSW_2024_25 = nswSchedule('NSW transfer duty 2024-25', '2024-07-01', T_2024, B_2024, PREMIUM_2024);
const RESIDENTIAL_SCHEDULES = [NSW_2024_25, NSW_2025_26];
const NON_RESIDENTIAL_SCHEDULES = [
  nswSchedule('NSW transfer duty 2024-25', '2024-07-01', T_2024, B_2024, null),
  nswSchedule('NSW transfer duty 2025-26', '2025-07-01', T_2025, B_2025, null),
];

function surchargeBasisPoints(contractDate: string | undefined): number {
  if (onOrAfter(contractDate, '2025-01-01')) return 900;
  if (onOrAfter(contractDate, '2017-07-01')) return 800;
  if (onOrAfter(contractDate, '2016-06-21')) return 400;
  return 0;
}

export function nswDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const residential = input.landUse === 'residential';
  const schedule = scheduleOn(residential ? RESIDENTIAL_SCHEDULES : NON_RESIDENTIAL_SCHEDULES, input.contractDate);
  const is2025 = schedule.from === '2025-07-01';
  if (before(input.contractDate, '2024-07-01')) {
    notes.push('Contract before 1 Jul 2024: earlier indexed thresholds are not modelled; the 2024-25 schedule is used.');
  }
  const general = scheduleDuty(schedule, v);
  const label = `Transfer duty (${schedule.name})`;
  if (residential && v > dollars(3_636_000)) {
    notes.push(
      is2025
        ? 'Premium property duty ($7 per $100) applied above $3,636,000 — the 2024-25 threshold; the 2025-26 indexed threshold is not confirmed (verify with Revenue NSW).'
        : 'Premium property duty ($7 per $100) applies above $3,636,000 (2024-25).',
    );
  }
  const surcharge = {
    surchargeBasisPoints: residential ? surchargeBasisPoints(input.contractDate) : 0,
    surchargeLabel: 'Surcharge purchaser duty (NSW)',
  };
  if (input.foreign) {
    notes.push('Treaty-country exemptions from surcharge purchaser duty ceased for agreements from 8 Apr 2024.');
  }

  if (input.firstHome && residential) {
    const land = input.propertyType === 'vacantLand';
    const [nilTo, concessionTo] = land ? [dollars(350_000), dollars(450_000)] : [dollars(800_000), dollars(1_000_000)];
    if (before(input.contractDate, '2023-07-01')) {
      notes.push('FHBAS thresholds shown are those for contracts from 1 Jul 2023; earlier contracts had different thresholds.');
    }
    notes.push('FHBAS: move in within 12 months and live there 12 continuous months; at least one buyer must be an Australian citizen or permanent resident.');
    if (v <= nilTo) {
      return {
        lines: concessionLines(label, general, `First Home Buyers Assistance Scheme exemption (${land ? 'vacant land ≤ $350,000' : 'home ≤ $800,000'})`, 0),
        concessionApplied: 'NSW First Home Buyers Assistance Scheme exemption',
        notes,
        ...surcharge,
      };
    }
    if (v < concessionTo) {
      // The exact FHBAS concessional formula is not in our reference; straight-line taper is an estimate.
      const payable = general - linearShare(general, v, nilTo, concessionTo);
      notes.push(
        `FHBAS concessional rate applies (${land ? '$350,000–$450,000' : '$800,000–$1,000,000'}); the exact formula is not in our reference — this is a straight-line estimate. Use the Revenue NSW calculator.`,
      );
      return {
        lines: concessionLines(label, general, 'First Home Buyers Assistance Scheme concession (estimate)', payable),
        concessionApplied: 'NSW First Home Buyers Assistance Scheme concession (estimated)',
        notes,
        ...surcharge,
      };
    }
    notes.push(`Value is above the FHBAS concession limit (${land ? '$450,000 for land' : '$1,000,000 for homes'}).`);
  }
  if (input.ownerOccupier && !input.firstHome) {
    notes.push('NSW has no general owner-occupier duty concession.');
  }
  return { lines: [{ label, amountCents: general }], notes, ...surcharge };
}
