// South Australia — Stamp Duties Act 1923. Source: domain-facts §2.5, citing
// https://www.revenuesa.sa.gov.au/stamp-duty-land/rate-of-stamp-duty (schedule; same for owner-occupiers and investors),
// https://www.revenuesa.sa.gov.au/stamp-duty/first-home-buyer-relief/relief-available (FHB relief),
// https://www.revenuesa.sa.gov.au/taxes-and-duties/foreign-ownership-surcharge (7%, instruments from 1 Jan 2018).

import { dollars } from '../money.ts';
import { brackets, per100, scheduleDuty, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines, linearShare } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

export const SA_SCHEDULE: Schedule = {
  name: 'SA stamp duty on conveyances',
  brackets: brackets([
    [0, 0, per100(1)],
    [12_000, 120, per100(2)],
    [30_000, 480, per100(3)],
    [50_000, 1_080, per100(3.5)],
    [100_000, 2_830, per100(4)],
    [200_000, 6_830, per100(4.25)],
    [250_000, 8_955, per100(4.75)],
    [300_000, 11_330, per100(5)],
    [500_000, 21_330, per100(5.5)],
  ]),
};

export function saDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const residential = input.landUse === 'residential';
  const duty = scheduleDuty(SA_SCHEDULE, v);
  const label = 'Stamp duty (SA)';
  const surcharge = {
    surchargeBasisPoints: residential && onOrAfter(input.contractDate, '2018-01-01') ? 700 : 0,
    surchargeLabel: 'Foreign ownership surcharge (SA)',
  };
  if (input.ownerOccupier && !input.firstHome) notes.push('SA applies the same schedule to owner-occupiers and investors.');

  if (input.firstHome && residential) {
    if (input.propertyType === 'established') {
      notes.push('SA first home buyer relief covers new homes, off-the-plan apartments and vacant land to build on — not established homes.');
    } else if (onOrAfter(input.contractDate, '2024-06-06')) {
      const waivesSurcharge = before(input.contractDate, '2025-02-13');
      notes.push('SA first home buyer relief: full relief with no value cap for contracts from 6 Jun 2024.');
      if (input.foreign && !waivesSurcharge) notes.push('From 13 Feb 2025 the relief no longer offsets the foreign ownership surcharge.');
      return {
        lines: concessionLines(label, duty, 'First home buyer relief (new home / off-the-plan / vacant land)', 0),
        concessionApplied: 'SA first home buyer relief',
        notes,
        ...surcharge,
        ...(waivesSurcharge ? { surchargeWaivedBecause: 'SA first home buyer relief offset the surcharge for contracts before 13 Feb 2025' } : {}),
      };
    } else if (onOrAfter(input.contractDate, '2023-06-15')) {
      const land = input.propertyType === 'vacantLand';
      const [nilTo, to] = land ? [dollars(400_000), dollars(450_000)] : [dollars(650_000), dollars(700_000)];
      if (v < to) {
        const payable = v <= nilTo ? 0 : duty - linearShare(duty, v, nilTo, to);
        if (v > nilTo) notes.push('Relief phased out above the nil threshold (15 Jun 2023 – 5 Jun 2024); straight-line estimate.');
        return {
          lines: concessionLines(label, duty, 'First home buyer relief (15 Jun 2023 – 5 Jun 2024 thresholds)', payable),
          concessionApplied: 'SA first home buyer relief',
          notes,
          ...surcharge,
        };
      }
    } else {
      notes.push('Contract before 15 Jun 2023: earlier SA first home relief is not modelled.');
    }
  }
  return { lines: [{ label, amountCents: duty }], notes, ...surcharge };
}
