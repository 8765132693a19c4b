// Tasmania — Duties Act 2001 (rates since 21 Oct 2013). Source: domain-facts §2.6, citing
// https://www.sro.tas.gov.au/property-transfer-duties/rates-of-duty ,
// https://www.sro.tas.gov.au/property-transfer-duties/concessions-exemptions/first-home-buyers-of-established-homes-duty-relief ,
// https://www.sro.tas.gov.au:443/property-transfer-duties/foreign-investor-duty-surcharge/rates-of-surcharge .

import { dollars } from '../money.ts';
import { brackets, NIL, per100, scheduleDuty, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

export const TAS_SCHEDULE: Schedule = {
  name: 'TAS transfer duty',
  brackets: brackets([
    [0, 50, NIL],
    [3_000, 50, per100(1.75)],
    [25_000, 435, per100(2.25)],
    [75_000, 1_560, per100(3.5)],
    [200_000, 5_935, per100(4)],
    [375_000, 12_935, per100(4.25)],
    [725_000, 27_810, per100(4.5)],
  ]),
};

const FHB_CAP = dollars(750_000);

function fidsBasisPoints(input: StateDutyInput): number {
  const current = onOrAfter(input.contractDate, '2020-04-01');
  const from2018 = onOrAfter(input.contractDate, '2018-07-01');
  if (input.landUse === 'residential') return current ? 800 : from2018 ? 300 : 0;
  if (input.landUse === 'primaryProduction') return current ? 150 : from2018 ? 50 : 0;
  return 0;
}

export function tasDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const duty = scheduleDuty(TAS_SCHEDULE, v);
  const label = 'Transfer duty (TAS)';
  notes.push('TAS dutiable value is the greater of price and Valuer-General value × municipal adjustment factor.');
  const surcharge = { surchargeBasisPoints: fidsBasisPoints(input), surchargeLabel: 'Foreign investor duty surcharge (TAS FIDS)' };
  if (input.ownerOccupier && !input.firstHome) notes.push('TAS has no general owner-occupier duty concession.');

  if (input.firstHome && input.landUse === 'residential') {
    // Relief keys on the transfer (settlement) date, not the contract date.
    const transfer = input.settlementDate;
    const inWindow = onOrAfter(transfer, '2024-02-18') && !(transfer !== undefined && transfer.slice(0, 10) > '2026-06-30');
    if (input.propertyType !== 'established') {
      notes.push('TAS first home buyer relief is for established homes; not applied.');
    } else if (!inWindow) {
      notes.push(
        before(transfer, '2024-02-18')
          ? 'Transfers before 18 Feb 2024 had a 50% concession with lower caps; not modelled.'
          : 'The established-home exemption covers transfers up to 30 Jun 2026; check whether it has been extended.',
      );
    } else if (v <= FHB_CAP) {
      if (transfer === undefined) notes.push('Assumes the transfer completes by 30 Jun 2026 (relief window 18 Feb 2024 – 30 Jun 2026).');
      notes.push('Live there 6 continuous months starting within 12 months.');
      return {
        lines: concessionLines(label, duty, 'First home buyer exemption (established home ≤ $750,000)', 0),
        concessionApplied: 'TAS first home buyer duty exemption (established homes)',
        notes,
        ...surcharge,
      };
    } else {
      notes.push('Above $750,000 the first home buyer exemption does not apply.');
    }
  }
  return { lines: [{ label, amountCents: duty }], notes, ...surcharge };
}
