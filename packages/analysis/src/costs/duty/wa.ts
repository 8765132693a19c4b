// Western Australia — Duties Act 2008. Source: domain-facts §2.4, citing
// https://b0ab7767-3471-4ee9-b10a-5fc98d5fbaf4.sites.quantcdn.io/organisation/department-of-finance/transfer-duty-assessment (rates),
// https://wa.gov.au/government/announcements/changes-the-first-home-owner-rate-of-duty-and-the-the-plan-duty-concession (FHO rate from 21 Mar 2025),
// https://reiwa.com.au/advice/calculator-tools/stamp-duty-calculator-wa ; foreign buyers duty 7% from 1 Jan 2019.

import { dollars } from '../money.ts';
import { applyRate, brackets, per100, scheduleDuty, type Rate, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

export const WA_GENERAL: Schedule = {
  name: 'WA general rate',
  brackets: brackets([
    [0, 0, per100(1.9)],
    [80_000, 1_520, per100(2.85)],
    [100_000, 2_090, per100(3.8)],
    [250_000, 7_790, per100(4.75)],
    [500_000, 19_665, per100(5.15)],
  ]),
};

export const WA_RESIDENTIAL: Schedule = {
  name: 'WA residential rate',
  brackets: brackets([
    [0, 0, per100(1.9)],
    [120_000, 2_280, per100(2.85)],
    [150_000, 3_135, per100(3.8)],
    [360_000, 11_115, per100(4.75)],
    [725_000, 28_453, per100(5.15)],
  ]),
};

/** Concessional rate for a PPR (or small business) valued at no more than $200,000. */
export const WA_CONCESSIONAL: Schedule = {
  name: 'WA concessional rate',
  brackets: brackets([
    [0, 0, per100(1.5)],
    [120_000, 1_800, per100(4.04)],
  ]),
};
const CONCESSIONAL_TO = dollars(200_000);

interface FhoBand {
  nilTo: number;
  capTo: number;
  rate: Rate;
  label: string;
  /** the band depends on the Perth metro & Peel / elsewhere split */
  regional?: boolean;
}

/** First home owner rate: nil up to `nilTo`, then `rate` on the excess over `nilTo` up to `capTo`. */
function fhoBand(input: StateDutyInput): FhoBand | null {
  const land = input.propertyType === 'vacantLand';
  if (onOrAfter(input.contractDate, '2025-03-21')) {
    if (land) return { nilTo: dollars(350_000), capTo: dollars(450_000), rate: per100(15.39), label: 'vacant land, from 21 Mar 2025' };
    return input.region === 'metro'
      ? { nilTo: dollars(500_000), capTo: dollars(700_000), rate: per100(13.63), label: 'home, Perth metro & Peel, from 21 Mar 2025', regional: true }
      : { nilTo: dollars(500_000), capTo: dollars(750_000), rate: per100(11.9), label: 'home, outside Perth & Peel, from 21 Mar 2025', regional: true };
  }
  if (onOrAfter(input.contractDate, '2024-05-09')) {
    return land
      ? { nilTo: dollars(300_000), capTo: dollars(400_000), rate: per100(13.01), label: 'vacant land, 9 May 2024 – 20 Mar 2025' }
      : { nilTo: dollars(450_000), capTo: dollars(600_000), rate: per100(15.01), label: 'home, 9 May 2024 – 20 Mar 2025' };
  }
  return null;
}

export function waDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const residential = input.landUse === 'residential';
  // The general rate applies unless the residential rate is applied for (homes, rentals, land built on within 5 years).
  const schedule = residential ? WA_RESIDENTIAL : WA_GENERAL;
  const standard = scheduleDuty(schedule, v);
  const label = `Transfer duty (${schedule.name})`;
  if (residential && input.propertyType === 'vacantLand') {
    notes.push('Vacant land qualifies for the residential rate only if built on within 5 years; otherwise the general rate applies.');
  }
  const surcharge = {
    surchargeBasisPoints: residential && onOrAfter(input.contractDate, '2019-01-01') ? 700 : 0,
    surchargeLabel: 'Foreign buyers duty (WA)',
  };

  if (input.firstHome && residential) {
    const band = fhoBand(input);
    if (band === null) {
      notes.push('Contract before 9 May 2024: the earlier first home owner rate is not modelled.');
    } else if (v <= band.capTo) {
      const fho = v <= band.nilTo ? 0 : applyRate(band.rate, v - band.nilTo);
      // Near the cap the FHO formula can exceed the standard rate; a buyer never pays more than standard duty.
      const payable = Math.min(fho, standard);
      if (band.regional && input.region === 'metro') {
        notes.push('Assumes Perth metropolitan or Peel region; elsewhere the first home owner rate extends to $750,000 at $11.90 per $100.');
      }
      return {
        lines: concessionLines(label, standard, `First home owner rate (${band.label})`, payable),
        concessionApplied: 'WA first home owner rate',
        notes,
        ...surcharge,
      };
    } else {
      notes.push(`Value is above the first home owner rate cap (${band.label}).`);
    }
  }
  if ((input.ownerOccupier || input.firstHome) && v <= CONCESSIONAL_TO) {
    const concessional = Math.min(scheduleDuty(WA_CONCESSIONAL, v), standard);
    return {
      lines: concessionLines(label, standard, 'Concessional rate (principal place of residence ≤ $200,000)', concessional),
      concessionApplied: 'WA concessional rate (PPR ≤ $200,000)',
      notes,
      ...surcharge,
    };
  }
  if (input.ownerOccupier && !input.firstHome) {
    notes.push('WA owner-occupier concessional rate only applies to homes valued at $200,000 or less.');
  }
  if (before(input.contractDate, '2019-01-01') && input.foreign) {
    notes.push('WA foreign buyers duty started 1 Jan 2019.');
  }
  return { lines: [{ label, amountCents: standard }], notes, ...surcharge };
}
