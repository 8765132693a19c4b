// Victoria — Duties Act 2000. Source: domain-facts §2.1, citing
// https://www.sro.vic.gov.au/land-transfer-duty-current-rates (general rates, contracts from 1 Jul 2021),
// http://sro.vic.gov.au/principal-place-residence-current-rates (PPR concession),
// https://www.sro.vic.gov.au/land-transfer-duty/first-home-buyer-duty-exemption-or-concession (FHB),
// http://sro.vic.gov.au/foreignpurchaser (FPAD 8% from 1 Jul 2019).

import { dollars, floorDiv, floorToDollar } from '../money.ts';
import { brackets, percent, scheduleDuty, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

export const VIC_GENERAL: Schedule = {
  name: 'VIC general rates (contracts from 1 Jul 2021)',
  from: '2021-07-01',
  brackets: brackets([
    [0, 0, percent(1.4)],
    [25_000, 350, percent(2.4)],
    [130_000, 2_870, percent(6)],
    // the $960k cliff: 5.5% of the WHOLE value above $960,000
    [960_000, 0, percent(5.5), true],
    [2_000_000, 110_000, percent(6.5)],
  ]),
};

/** PPR concession applies only to values above $130,000 and up to $550,000. */
export const VIC_PPR: Schedule = {
  name: 'VIC principal place of residence concession rates',
  brackets: brackets([
    [130_000, 2_870, percent(5)],
    [440_000, 18_370, percent(6)],
  ]),
};
const PPR_FROM = dollars(130_000);
const PPR_TO = dollars(550_000);
const FHB_NIL_TO = dollars(600_000);
const FHB_CONCESSION_TO = dollars(750_000);

export function vicDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const general = scheduleDuty(VIC_GENERAL, v);
  const notes: string[] = [];
  const generalLabel = 'Transfer duty (VIC general rates)';
  if (before(input.contractDate, '2021-07-01')) {
    notes.push('Contract before 1 Jul 2021: the older VIC table (no $2m band) is not modelled; current rates used.');
  }
  const surcharge = {
    surchargeBasisPoints: input.landUse === 'residential' ? (onOrAfter(input.contractDate, '2019-07-01') ? 800 : 700) : 0,
    surchargeLabel: 'Foreign purchaser additional duty (VIC FPAD)',
  };
  if (input.foreign && before(input.contractDate, '2019-07-01')) {
    notes.push('FPAD was 7% before 1 Jul 2019 (3% earlier still); 7% used.');
  }
  if (input.foreign) notes.push('FPAD is calculated on the dutiable value before any concession.');
  if (input.propertyType === 'offThePlan') {
    notes.push(
      'Off-the-plan: construction after the contract date can be deducted from the dutiable value (temporary expansion to all buyers of strata lots with common property); not modelled here.',
    );
  }

  const fhbScheme = input.firstHome && onOrAfter(input.contractDate, '2017-07-01');
  if (fhbScheme && v <= FHB_NIL_TO) {
    notes.push('First home buyer: all buyers must meet FHOG eligibility; one must live there 12 months starting within 12 months of settlement.');
    return {
      lines: concessionLines(generalLabel, general, 'First home buyer exemption (value ≤ $600,000)', 0),
      concessionApplied: 'VIC first home buyer duty exemption',
      notes,
      ...surcharge,
    };
  }
  if (fhbScheme && v <= FHB_CONCESSION_TO) {
    // duty = general × (value − 600,000) / 150,000, rounded down to the dollar
    // (reconciles with SRO figures $605k → $1,045, $650k → $11,356, $700k → $24,713).
    const payable = floorToDollar(floorDiv(general * (v - FHB_NIL_TO), FHB_CONCESSION_TO - FHB_NIL_TO));
    notes.push('First home buyer concession tapers from nil at $600,000 to general duty at $750,000.');
    return {
      lines: concessionLines(generalLabel, general, 'First home buyer concession ($600,001–$750,000)', payable),
      concessionApplied: 'VIC first home buyer duty concession',
      notes,
      ...surcharge,
    };
  }
  if (input.firstHome && v > FHB_CONCESSION_TO) {
    notes.push('Above $750,000 no first home buyer concession applies.');
  }
  if ((input.ownerOccupier || input.firstHome) && v > PPR_FROM && v <= PPR_TO) {
    const payable = scheduleDuty(VIC_PPR, v);
    notes.push('PPR concession: must live there 12 months starting within 12 months of settlement.');
    return {
      lines: concessionLines(generalLabel, general, 'Principal place of residence concession', payable),
      concessionApplied: 'VIC principal place of residence (PPR) concession',
      notes,
      ...surcharge,
    };
  }
  if (input.ownerOccupier) {
    notes.push('The VIC PPR concession only applies to values from $130,001 to $550,000; general rates used.');
  }
  return { lines: [{ label: generalLabel, amountCents: general }], notes, ...surcharge };
}
