// Land registry (transfer registration) fees as dated tables, like the duty schedules: each row has
// the day it took effect and its source, and the row for the contract's financial year is used.
// Our reference (domain-facts §2.10) has only these rows; a year it has no row for is an estimate
// from the latest earlier row, and says so. Add a year's row here when its published figure is known.

import { dollars } from './money.ts';
import type { AustralianState } from './duty/types.ts';

export interface TransferFeeRow {
  /** The first day this row applies (YYYY-MM-DD); null when the source gives no date. */
  from: string | null;
  fixedCents: number;
  /** Value-based part: cents per $1,000 (or part) of the consideration, up to `capConsiderationCents`. */
  per1000Cents?: number;
  capConsiderationCents?: number;
  source: string;
  /** What the source is, in words, for the note. */
  sourceName: string;
}

export const TRANSFER_FEE_TABLES: Partial<Record<AustralianState, readonly TransferFeeRow[]>> = {
  VIC: [
    {
      from: '2018-07-01',
      fixedCents: dollars(87.3),
      per1000Cents: dollars(2.34),
      capConsiderationCents: dollars(1_500_000),
      source: 'https://land.vic.gov.au/land-registration/customer-information-bulletins/2018/179',
      sourceName: 'Land Use Victoria customer information bulletin 179 (electronic lodgement)',
    },
  ],
  NSW: [{ from: null, fixedCents: dollars(148), source: 'https://owlfinance.com.au/government-transfer-fees', sourceName: 'a broker summary (undated)' }],
  WA: [{ from: null, fixedCents: dollars(272), source: 'https://owlfinance.com.au/government-transfer-fees', sourceName: 'a broker summary (undated)' }],
  TAS: [{ from: null, fixedCents: dollars(217), source: 'https://owlfinance.com.au/government-transfer-fees', sourceName: 'a broker summary (undated)' }],
  ACT: [{ from: null, fixedCents: dollars(446), source: 'https://owlfinance.com.au/government-transfer-fees', sourceName: 'a broker summary (undated)' }],
  NT: [{ from: null, fixedCents: dollars(152), source: 'https://owlfinance.com.au/government-transfer-fees', sourceName: 'a broker summary (undated)' }],
};

/** The 1 July that starts `day`'s financial year ("2026-03-13" -> "2025-07-01"). */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  return day.slice(5, 10) >= '07-01' ? `${year}-07-01` : `${year - 1}-07-01`;
}

/** "2025-07-01" -> "2025-26". */
export function financialYearName(start: string): string {
  const year = Number(start.slice(0, 4));
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The row in force on `day`: the latest dated row that started on or before it, else an undated row. */
export function rowOn(rows: readonly TransferFeeRow[], day: string): TransferFeeRow | null {
  const dated = rows.filter((r) => r.from !== null && r.from <= day).sort((a, b) => (a.from as string).localeCompare(b.from as string));
  return dated.at(-1) ?? rows.find((r) => r.from === null) ?? null;
}
