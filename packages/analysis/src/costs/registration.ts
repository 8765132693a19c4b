// Land registry (transfer registration) fee for a sale: the row of the state's dated fee table
// (fee-tables.ts) for the contract's financial year, or today's when there is no contract date.
// QLD and SA fees are value-based and not in our reference; they get a clearly labelled proxy estimate.

import { ceilDiv, dollars, formatDollars } from './money.ts';
import type { AustralianState } from './duty/types.ts';
import { financialYearName, financialYearStart, rowOn, TRANSFER_FEE_TABLES, type TransferFeeRow } from './fee-tables.ts';

export type FeeBasis = 'schedule' | 'approximate' | 'proxy';

export interface RegistryFee {
  amountCents: number;
  /** schedule: a dated published row; approximate: undated summary; proxy: no figure for this state */
  basis: FeeBasis;
  label: string;
  source: string;
  /** The day the row used took effect; null when its source gives none. */
  effectiveFrom: string | null;
  /** Not the published fee for the sale's financial year. */
  estimate: boolean;
  notes: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longDay = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function feeOf(row: TransferFeeRow, priceCents: number): number {
  if (row.per1000Cents === undefined) return row.fixedCents;
  const consideration = row.capConsiderationCents === undefined ? priceCents : Math.min(priceCents, row.capConsiderationCents);
  return row.fixedCents + ceilDiv(consideration, dollars(1_000)) * row.per1000Cents;
}

function structure(row: TransferFeeRow): string {
  if (row.per1000Cents === undefined) return formatDollars(row.fixedCents);
  const cap = row.capConsiderationCents === undefined ? '' : `, consideration capped at ${formatDollars(row.capConsiderationCents)}`;
  return `${formatDollars(row.fixedCents)} + ${formatDollars(row.per1000Cents)} per $1,000${cap}`;
}

/** `day`: the contract date, or today (YYYY-MM-DD). */
export function landRegistryFee(state: AustralianState, priceCents: number, day: string = new Date().toISOString().slice(0, 10)): RegistryFee {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`priceCents must be a non-negative integer number of cents, got ${String(priceCents)}`);
  }
  const year = financialYearName(financialYearStart(day));
  const rows = TRANSFER_FEE_TABLES[state];
  const row = rows ? rowOn(rows, day) : null;
  if (row && row.from !== null) {
    const rowYear = financialYearName(financialYearStart(row.from));
    const current = rowYear === year;
    return {
      amountCents: feeOf(row, priceCents),
      basis: 'schedule',
      label: `Transfer registration fee (${state === 'VIC' ? 'Land Use Victoria' : `${state} land titles office`})`,
      source: row.source,
      effectiveFrom: row.from,
      estimate: !current,
      notes: [
        current
          ? `The ${rowYear} fee, in force from ${longDay(row.from)}: ${structure(row)} (${row.sourceName}).`
          : `Estimate: the ${rowYear} fee (from ${longDay(row.from)}: ${structure(row)}) is the latest in our reference (${row.sourceName}); the fee is re-set each 1 July, so the ${year} fee is likely higher. Check the current fee calculator.`,
      ],
    };
  }
  if (row) {
    return {
      amountCents: feeOf(row, priceCents),
      basis: 'approximate',
      label: `Transfer registration fee (${state} land titles office)`,
      source: row.source,
      effectiveFrom: null,
      estimate: true,
      notes: [`Estimate: ${structure(row)} from ${row.sourceName}, with no effective date; check the current fee schedule for ${year}.`],
    };
  }
  // QLD, SA: value-based fees with no figures in our reference; VIC's row stands in.
  const vic = rowOn(TRANSFER_FEE_TABLES.VIC ?? [], day) as TransferFeeRow;
  const calculator =
    state === 'QLD' ? 'Titles Queensland fee calculator (https://titlesqld.com.au/fees-payments/fee-calculator)' : 'Land Services SA property transfer fees calculator';
  return {
    amountCents: feeOf(vic, priceCents),
    basis: 'proxy',
    label: `Transfer registration fee (${state}, rough estimate)`,
    source: 'https://owlfinance.com.au/government-transfer-fees',
    effectiveFrom: null,
    estimate: true,
    notes: [
      `Estimate only: the ${state} fee is value-based and its schedule is not in our reference, so Victoria's value-based structure is used as a stand-in. Check the ${calculator}.`,
    ],
  };
}
