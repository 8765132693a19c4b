// Council valuations (CIV, site value, NAV; NSW land value, QLD/SA site value go in siteValue; SA
// capital value is the CIV; WA gross rental value is the NAV). These are never the purchase price.
// Amounts in integer cents.
import type { DocText, Line } from '../text/doc.ts';
import { flowText } from '../text/sentences.ts';
import { allDates } from './dates.ts';
import { NEXT_LINE } from './labels.ts';
import { allMoney, centsFromMatch, firstMoneyMatch, MONEY_SOURCE } from './money.ts';
import type { CouncilValuationCents } from './money-facts.ts';
import { CELL_GAP } from '../text/normalise.ts';

/** A valuation's date, not its amount. */
const DATE_WORD = /\bdate\b/i;

/** Valuations are whole properties: a small amount after the label is a rate or a charge ($1,000). */
const MIN_VALUATION = 100_000;

const LABELS = {
  civ: [String.raw`capital\s+[il1|]mproved\s+value`, String.raw`CIV(?=\s*[:=]?\s*\$)`, String.raw`capital\s+value`],
  siteValue: [String.raw`site\s+value`, String.raw`(?:apportioned\s+|unimproved\s+)?land\s+value`, String.raw`SV(?=\s*[:=]?\s*\$)`],
  nav: [String.raw`net\s+annual\s+value`, String.raw`NAV(?=\s*[:=]?\s*\$)`, String.raw`gross\s+rental\s+value(?:\s*\(GRV\))?`, String.raw`GRV(?=\s*[:=]?\s*\$)`],
} as const;

type Key = keyof typeof LABELS;

function amountAfter(text: string, label: string): number | null {
  // Same line, a bracketed note that runs onto the next line ("Land value (base date 1\nJuly 2025): $612,000"),
  // or the amount starting the next line (label and amount in cells of their own).
  const re = new RegExp(String.raw`\b(?:${label})\b(?:[^$\n]{0,90}?|\s*\([^)$]{0,60}\)[^$\n]{0,10}?|${NEXT_LINE})${MONEY_SOURCE}`, 'gi');
  for (const m of text.matchAll(re)) {
    const mm = firstMoneyMatch(m[0].slice(m[0].indexOf('$')));
    const v = mm ? centsFromMatch(mm) : null;
    if (v !== null && v >= MIN_VALUATION) return v;
  }
  return null;
}

/** "$960,000 - site value issued by the Valuer-General", "$226,000 (site value, apportioned ...)": the amount before its label. */
function amountBefore(text: string, label: string): number | null {
  const re = new RegExp(String.raw`${MONEY_SOURCE}\s*(?:[-:,(]\s*)?(?:the\s+)?(?:${label})\b`, 'gi');
  for (const m of text.matchAll(re)) {
    const v = centsFromMatch(m);
    if (v >= MIN_VALUATION) return v;
  }
  return null;
}

// Compiled once: a table's every cell is tried against them.
const KEY_PATTERNS: readonly [Key, RegExp[]][] = (Object.keys(LABELS) as Key[]).map((k) => [k, LABELS[k].map((l) => new RegExp(String.raw`^\s*(?:${l})\b`, 'i'))]);

const keyOf = (cell: string): Key | null => {
  for (const [k, patterns] of KEY_PATTERNS) if (patterns.some((re) => re.test(cell))) return k;
  return null;
};

/**
 * The lines under a header row that each hold one amount, each put in the column whose span holds
 * its position; [] unless every line under it, up to one per column, is such a line.
 */
function amountsByColumn(doc: DocText, header: Line, columns: number): { column: number; cents: number }[] {
  const starts: number[] = [];
  let from = 0;
  for (const cell of header.scan.trim().split(CELL_GAP)) {
    const at = header.scan.indexOf(cell, from);
    starts.push(at);
    from = at + cell.length;
  }
  const out: { column: number; cents: number }[] = [];
  for (let i = header.index + 1; i < doc.lines.length && out.length < columns; i++) {
    const row = doc.lines[i] as Line;
    const amounts = allMoney(row.scan);
    if (amounts.length !== 1) break;
    const at = row.scan.indexOf('$');
    let column = 0;
    starts.forEach((start, k) => {
      if (at >= start - 2) column = k;
    });
    if (out.some((o) => o.column === column)) return [];
    out.push({ column, cents: (amounts[0] as { cents: number }).cents });
  }
  return out.length === columns ? out : [];
}

/**
 * A row of valuation column headers followed by a row of amounts ("Net Annual Value   Land Value
 * Capital Improved Value" / "$34,500   $455,000   $690,000"); a table of land values by base date
 * gives the latest.
 */
function fromTables(doc: DocText): Partial<CouncilValuationCents> {
  const out: Partial<CouncilValuationCents> = {};
  for (const l of doc.lines) {
    const cells = l.scan.trim().split(CELL_GAP);
    if (cells.length < 2 || l.running) continue;
    // A column named by a valuation, or by one in brackets ("Taxable value (site value)").
    const keys = cells.map((c) => keyOf(c) ?? keyOf(/^[^(]*\(([^)]*)\)/.exec(c)?.[1] ?? ''));
    const next = doc.lines[l.index + 1];
    const dated = DATE_WORD.test(cells[0] as string);
    if (!dated && keys.some((k) => k !== null) && next) {
      const values = next.scan.trim().split(CELL_GAP);
      if (values.length === cells.length && keys.every((k, i) => k === null || /^\$/.test(values[i] as string))) {
        keys.forEach((k, i) => {
          if (k) out[k] ??= allMoney(values[i] as string)[0]?.cents ?? null;
        });
        continue;
      }
      // A scan set each amount on a line of its own, under its column ("Site Value   Capital Improved
      // Value   Net Annual Value" / "$455,000" / "          $865,000" / "                   $43,250").
      const staggered = amountsByColumn(doc, l, cells.length);
      if (staggered.length > 0 && keys.every((k) => k !== null)) {
        for (const { column, cents } of staggered) out[keys[column] as keyof CouncilValuationCents] ??= cents;
        continue;
      }
      // The row's label ran into its first amount ("Level of value 2025 $1,320,000   $1,850,000   $92,500"):
      // the amounts, right-aligned, fall under the valuation columns.
      const amounts = allMoney(next.scan);
      const valued = keys.filter((k) => k !== null);
      if (amounts.length === valued.length && keys.slice(keys.length - valued.length).every((k) => k !== null)) {
        valued.forEach((k, i) => {
          out[k as keyof CouncilValuationCents] ??= (amounts[i] as { cents: number }).cents;
        });
        continue;
      }
    }
    // "Base date     Land value" then dated rows: the latest base date's value.
    const valueCol = keys.findIndex((k) => k === 'siteValue');
    if (valueCol > 0 && DATE_WORD.test(cells[0] as string)) {
      let best: { when: string; value: number } | null = null;
      for (let i = l.index + 1; i < doc.lines.length; i++) {
        const row = (doc.lines[i] as (typeof doc.lines)[number]).scan;
        if (row.trim() === '') break;
        const when = allDates(row)[0]?.iso;
        const value = allMoney(row)[0]?.cents;
        if (when && value !== undefined && (!best || when > best.when)) best = { when, value };
      }
      if (best) out.siteValue ??= best.value;
    }
  }
  return out;
}

export function extractValuation(doc: DocText): CouncilValuationCents {
  const text = flowText(doc);
  const tables = fromTables(doc);
  const find = (k: Key): number | null => {
    if (tables[k] != null) return tables[k] as number;
    for (const label of LABELS[k]) {
      const v = amountAfter(text, label) ?? amountBefore(text, label);
      if (v !== null) return v;
    }
    return null;
  };
  return { civ: find('civ'), siteValue: find('siteValue'), nav: find('nav') };
}
