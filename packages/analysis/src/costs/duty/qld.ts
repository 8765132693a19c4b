// Queensland — Duties Act 2001. Source: domain-facts §2.3, citing
// https://qro.qld.gov.au/duties/transfer-duty/calculate/concession-rates (general, home and first home rates),
// https://qro.qld.gov.au/?p=391 (first home concession, thresholds changed 9 Jun 2024),
// https://www.spmlaw.com.au/transfer-duty ; AFAD 8% from 1 Jul 2024 (7% from 1 Jul 2018, 3% before).

import { dollars } from '../money.ts';
import { brackets, NIL, per100, scheduleDuty, type Schedule } from './brackets.ts';
import { before, onOrAfter } from './dates.ts';
import { concessionLines, linearShare } from './lines.ts';
import type { StateDuty, StateDutyInput } from './types.ts';

export const QLD_GENERAL: Schedule = {
  name: 'QLD general transfer duty',
  brackets: brackets([
    [0, 0, NIL],
    [5_000, 0, per100(1.5)],
    [75_000, 1_050, per100(3.5)],
    [540_000, 17_325, per100(4.5)],
    [1_000_000, 38_025, per100(5.75)],
  ]),
};

export const QLD_HOME: Schedule = {
  name: 'QLD home concession rate',
  brackets: brackets([
    [0, 0, per100(1)],
    [350_000, 3_500, per100(3.5)],
    [540_000, 10_150, per100(4.5)],
    [1_000_000, 30_850, per100(5.75)],
  ]),
};

const FHC_NIL_TO = dollars(700_000);
const FHC_TO = dollars(800_000);
/** Full first home concession amount at $700,000 = home-concession duty there ($17,350). */
const FHC_MAX = dollars(17_350);

function afadBasisPoints(contractDate: string | undefined): number {
  if (onOrAfter(contractDate, '2024-07-01')) return 800;
  if (onOrAfter(contractDate, '2018-07-01')) return 700;
  return 300;
}

export function qldDuty(input: StateDutyInput): StateDuty {
  const v = input.priceCents;
  const notes: string[] = [];
  const residential = input.landUse === 'residential';
  const general = scheduleDuty(QLD_GENERAL, v);
  const generalLabel = 'Transfer duty (QLD general rate)';
  const surcharge = {
    surchargeBasisPoints: residential ? afadBasisPoints(input.contractDate) : 0,
    surchargeLabel: 'Additional foreign acquirer duty (QLD AFAD)',
  };
  if (input.foreign) notes.push('Foreign buyers can still claim QLD home concessions if eligible; AFAD applies on top.');

  if (input.firstHome && residential) {
    const newHome = input.propertyType === 'new' || input.propertyType === 'offThePlan';
    const land = input.propertyType === 'vacantLand';
    if ((newHome || land) && onOrAfter(input.contractDate, '2025-05-01')) {
      notes.push('First home (new home) concession: new home or vacant land to build, contracts from 1 May 2025 — nil duty, no value cap.');
      return {
        lines: concessionLines(generalLabel, general, 'First home (new home) concession', 0),
        concessionApplied: 'QLD first home (new home) concession',
        notes,
        ...surcharge,
      };
    }
    if (land) {
      // From 9 Jun 2024: nil ≤ $350,000, partial to $500,000 (band table not in our reference).
      const nilTo = dollars(350_000);
      const to = dollars(500_000);
      if (v < to) {
        const payable = v <= nilTo ? 0 : general - linearShare(general, v, nilTo, to);
        if (v > nilTo) notes.push('First home vacant land concession phases out to $500,000; QRO band table not in our reference — straight-line estimate.');
        return {
          lines: concessionLines(generalLabel, general, 'First home vacant land concession', payable),
          concessionApplied: 'QLD first home vacant land concession',
          notes,
          ...surcharge,
        };
      }
      return { lines: [{ label: generalLabel, amountCents: general }], notes, ...surcharge };
    }
    // Established home (or new home contracted before 1 May 2025): home-concession duty minus the first home concession amount.
    if (before(input.contractDate, '2024-06-09')) {
      notes.push('Contract before 9 Jun 2024: the first home concession then phased out at $550,000; current thresholds used.');
    }
    const home = scheduleDuty(QLD_HOME, v);
    if (v < FHC_TO) {
      const concession = v <= FHC_NIL_TO ? home : linearShare(FHC_MAX, v, FHC_NIL_TO, FHC_TO);
      const payable = Math.max(0, home - concession);
      if (v > FHC_NIL_TO) {
        notes.push('First home concession phases out between $700,000 and $800,000; the QRO band table is not in our reference — straight-line estimate.');
      }
      const lines = concessionLines(generalLabel, general, 'Home concession rate', home);
      lines.push({ label: 'First home concession', amountCents: payable - home });
      return {
        lines: lines.filter((l, i) => i === 0 || l.amountCents !== 0),
        concessionApplied: 'QLD first home concession',
        notes,
        ...surcharge,
      };
    }
    notes.push('Above $800,000 the first home concession does not apply; the home concession rate still does.');
  }
  if ((input.ownerOccupier || input.firstHome) && residential) {
    const home = scheduleDuty(QLD_HOME, v);
    notes.push('Home concession: move in within 1 year and do not lease or sell first.');
    return {
      lines: concessionLines(generalLabel, general, 'Home concession rate', home),
      concessionApplied: 'QLD home concession rate',
      notes,
      ...surcharge,
    };
  }
  return { lines: [{ label: generalLabel, amountCents: general }], notes, ...surcharge };
}
