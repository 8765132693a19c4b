// Australian Capital Territory — Duties Act 1999 (rates change every 1 July). Source: domain-facts §2.7, citing
// https://www.revenue.act.gov.au/duties/conveyance-duty/non-commercial-transfer-duty ,
// https://kpmg.com/us/en/taxnewsflash/news/2025/06/tnf-australia-conveyance-duty-concessions-in-2025-2026-budget-australian-capital-territory.html ,
// https://financecalculators.app/stamp-duty-guide/act . No foreign-purchaser duty surcharge in the ACT.

import { dollars } from '../money.ts';
import { brackets, percent, per100, scheduleDuty, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

const FLAT_TOP = [1_455_000, 0, per100(4.54), true] as const;

/** Eligible owner-occupier, 2025-26 (first band $0.28/$100). */
export const ACT_OWNER_2025_26: Schedule = {
  name: 'ACT owner-occupier rates 2025-26',
  brackets: brackets([
    [0, 0, per100(0.28)],
    [260_000, 728, per100(2.2)],
    [300_000, 1_608, per100(3.4)],
    [500_000, 8_408, per100(4.32)],
    [750_000, 19_208, per100(5.9)],
    [1_000_000, 33_958, per100(6.4)],
    // flat rate on the whole value: 2024-25 figure, not confirmed for 2025-26
    FLAT_TOP,
  ]),
};

/** Eligible owner-occupier, 2024-25 (first band $0.40/$100). */
export const ACT_OWNER_2024_25: Schedule = {
  name: 'ACT owner-occupier rates 2024-25',
  brackets: brackets([
    [0, 0, per100(0.4)],
    [260_000, 1_040, per100(2.2)],
    [300_000, 1_920, per100(3.4)],
    [500_000, 8_720, per100(4.32)],
    [750_000, 19_520, per100(5.9)],
    [1_000_000, 34_270, per100(6.4)],
    FLAT_TOP,
  ]),
};

/** Non-owner-occupier, 2024-25 table (2025-26 changes not confirmed). */
export const ACT_NON_OWNER: Schedule = {
  name: 'ACT non-owner-occupier rates (2024-25 table)',
  brackets: brackets([
    [0, 0, per100(1.2)],
    [200_000, 2_400, per100(2.2)],
    [300_000, 4_600, per100(3.4)],
    [500_000, 11_400, per100(4.32)],
    [750_000, 22_200, per100(5.9)],
    [1_000_000, 36_950, per100(6.4)],
    FLAT_TOP,
  ]),
};

export function actDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const surcharge = { surchargeBasisPoints: 0, surchargeLabel: 'Foreign purchaser surcharge (none in ACT)' };
  if (input.foreign) notes.push('The ACT has no foreign-purchaser duty surcharge; it levies a foreign-owner land tax surcharge instead.');

  if (input.landUse === 'commercial') {
    const from2025 = onOrAfter(input.contractDate, '2025-07-01');
    const nilTo = dollars(from2025 ? 2_000_000 : 1_900_000);
    // Read as a flat 5% of the whole value above the nil threshold.
    const duty = v <= nilTo ? 0 : scheduleDuty({ name: 'ACT commercial', brackets: brackets([[0, 0, percent(5), true]]) }, v);
    notes.push(`ACT commercial transfers: nil duty up to ${from2025 ? '$2,000,000' : '$1,900,000'}, flat 5% above (practitioner summary).`);
    return { lines: [{ label: 'Conveyance duty (ACT commercial)', amountCents: duty }], notes, ...surcharge };
  }

  const nonOwner = scheduleDuty(ACT_NON_OWNER, v);
  const nonOwnerLabel = `Conveyance duty (${ACT_NON_OWNER.name})`;
  if (!input.ownerOccupier && !input.firstHome) {
    notes.push('ACT non-owner-occupier table is the 2024-25 one; 2025-26 changes not confirmed.');
    return { lines: [{ label: nonOwnerLabel, amountCents: nonOwner }], notes, ...surcharge };
  }

  const is2025 = onOrAfter(input.contractDate, '2025-07-01');
  if (before(input.contractDate, '2024-07-01')) notes.push('Contract before 1 Jul 2024: earlier ACT rates are not modelled; 2024-25 rates used.');
  const ownerSchedule = is2025 ? ACT_OWNER_2025_26 : ACT_OWNER_2024_25;
  const owner = scheduleDuty(ownerSchedule, v);
  if (v > dollars(1_455_000)) notes.push('The flat $4.54 per $100 rate above $1,455,000 is the 2024-25 figure; verify for 2025-26.');
  const lines = concessionLines(nonOwnerLabel, nonOwner, `Owner-occupier rates (${is2025 ? '2025-26' : '2024-25'})`, owner);

  if (input.firstHome) {
    // Home Buyer Concession Scheme (income-tested): nil up to the threshold, otherwise a capped concession.
    const threshold = dollars(is2025 ? 1_020_000 : 1_000_000);
    const cap = dollars(is2025 ? 35_238 : 34_270);
    const payable = v <= threshold ? 0 : Math.max(0, owner - cap);
    notes.push('Home Buyer Concession Scheme is income-tested (and replaces the FHOG); check eligibility with ACT Revenue.');
    lines.push({ label: 'Home Buyer Concession Scheme', amountCents: payable - owner });
    return {
      lines: lines.filter((l, i) => i === 0 || l.amountCents !== 0),
      concessionApplied: 'ACT Home Buyer Concession Scheme',
      notes,
      ...surcharge,
    };
  }
  return { lines, concessionApplied: 'ACT eligible owner-occupier rates', notes, ...surcharge };
}
