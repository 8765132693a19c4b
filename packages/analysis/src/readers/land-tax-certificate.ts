// Land tax as a land tax certificate or a statement states it: a row labelled for it with its amount,
// the amount after "land tax" (the
// same line or the next), a nil answer ("nil", "exempt", "not payable"), or the certificate's own
// sentence that no land tax is charged. In cents; 0 when none is charged.
import { findMentions } from '../text/classify.ts';
import { lineAt, type DocText } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { flowText } from '../text/sentences.ts';
import { NEXT_LINE } from '../extract/labels.ts';
import { allMoney, centsFromMatch, firstMoneyMatch } from '../extract/money.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { noticeReading, type NoticeReading } from './notice-reading.ts';

const LAND_TAX = /\bland\s+tax\b/i;
/** Where a statement that no land tax is charged answers for the land: the certificate, or the vendor's own statement. */
const STATES_LAND_TAX: ReadonlySet<string> = new Set(['land-tax', 'vendor-statement', 'seller-disclosure']);

/**
 * A row labelled for the land's land tax and answered with its amount ("Land tax charged for the 2026
 * land tax year in respect of this land: $2,416.00"): the label before the colon names land tax, not
 * its adjustment or a clearance, and the amount opens the answer.
 */
function labelledRow(doc: DocText): { value: number; offset: number } | null {
  for (const line of doc.lines) {
    if (line.running || BOILERPLATE.has(line.part)) continue;
    const colon = line.scan.indexOf(': $');
    if (colon < 0) continue;
    const label = line.scan.slice(0, colon).toLowerCase();
    if (!label.includes('land tax') || label.length > 120 || ['adjust', 'clearance', 'if ', 'whether'].some((w) => label.includes(w))) continue;
    const amount = allMoney(line.scan.slice(colon + 1))[0];
    if (amount && amount.index <= 2) return { value: amount.cents, offset: line.start + colon + 1 + amount.index };
  }
  return null;
}

/**
 * A certificate's table of land tax by year ("Land tax year   Tax levied on this land   Paid   Balance
 * owing" / "2026   $2,164.00   $2,164.00   $0.00"): the latest year's amount in the levied column.
 */
function yearTable(doc: DocText): { value: number; offset: number } | null {
  for (const head of doc.lines) {
    if (head.running || BOILERPLATE.has(head.part)) continue;
    const cells = head.scan.trim().split('   ').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
    const column = cells.findIndex((c) => ['levied', 'assessed', 'charged', 'tax payable'].some((w) => c.includes(w)));
    // The certificate's own table: in its part, or a column naming land tax.
    if (column < 1 || !cells[0]?.includes('year') || (head.part !== 'land-tax' && !cells.some((c) => c.includes('land tax')))) continue;
    let best: { year: number; value: number; offset: number } | null = null;
    for (let i = head.index + 1; i < doc.lines.length; i++) {
      const row = doc.lines[i] as (typeof doc.lines)[number];
      const rowCells = row.scan.trim().split('   ').map((c) => c.trim()).filter((c) => c !== '');
      // "2026", "2025-2026", "2025/26": the year the row opens with.
      const year = Number((rowCells[0] ?? '').slice(0, 4));
      if (!Number.isInteger(year) || year < 1990 || year > 2100 || rowCells.length !== cells.length) break;
      const amount = allMoney(rowCells[column] as string)[0];
      if (amount && (!best || year > best.year)) best = { year, value: amount.cents, offset: row.start + row.scan.indexOf(rowCells[column] as string) };
    }
    if (best) return { value: best.value, offset: best.offset };
  }
  return null;
}

function landTax(doc: DocText): { value: number; offset: number } | null {
  const table = yearTable(doc);
  if (table) return table;
  const row = labelledRow(doc);
  if (row) return row;
  const re = new RegExp(
    String.raw`\bland\s+tax\b(?!\s+(?:adjustable|clearance|year|adjustment))(?:[^\n$]{0,50}?|${NEXT_LINE})(?:(\$\s?[\d,]+(?:\.\d{1,2})?)|\b(nil|exempt|none|not\s+payable|not\s+applicable|not\s+charged|\$?0\.00)\b)`,
    'gi',
  );
  for (const m of flowText(doc).matchAll(re)) {
    if (m[1]) {
      const mm = firstMoneyMatch(m[1]);
      if (mm) return { value: centsFromMatch(mm), offset: m.index ?? 0 };
    }
    if (m[2]) return { value: 0, offset: m.index ?? 0 };
  }
  // A land tax certificate that charges nothing says so in a sentence ("no land tax is charged on the land").
  const cleared = findMentions(doc, LAND_TAX).find(
    (m) => STATES_LAND_TAX.has(lineAt(doc, m.offset).part) && m.polarity === 'negative' && judgeEvidence(doc, m.offset).kind === 'assertion',
  );
  return cleared ? { value: 0, offset: cleared.offset } : null;
}

/** The land tax the document states for the land, with its page and the line that states it. */
export function readLandTax(doc: DocText): NoticeReading | null {
  return noticeReading(doc, landTax(doc));
}
