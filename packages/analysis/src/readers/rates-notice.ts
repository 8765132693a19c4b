// A council rates notice read as a notice: the instalments it states, or its charges table's total
// for its period (the notice's title, the table's heading, a line after it) less the State levies
// collected with it, or a sentence stating the rates for a period. A year's council rates, in cents.
import { lineAt, type DocText, type Line } from '../text/doc.ts';
import { allMoney } from '../extract/money.ts';
import {
  BILLING_WORD,
  FINANCIAL_YEAR_G,
  OTHER_OUTGOINGS,
  RATES_WORD,
  STATE_LEVY,
  TABLE_ROW,
  TOTAL_LINE,
  WATER,
  blocks,
  instalments,
  lastMoney,
  periodsPerYear,
  proseText,
  sentencesWith,
  stateLevyIncluded,
  type Annual,
  type Block,
} from './notice-text.ts';
import { noticeReading, type NoticeReading } from './notice-reading.ts';

const SUBTOTAL_COUNCIL = /\bsub-?total\b(?:(?!\bsub-?total\b)[^$])*\b(?:council|rates)\b/i;

/** The period named on the lines just after a table ("Rates are charged quarterly."). */
function periodAfter(doc: DocText, b: Block): number | null {
  const last = b.lines[b.lines.length - 1];
  if (!last) return null;
  const after = doc.scan.slice(last.offset, last.offset + 400).split('\n').slice(1, 4).join(' ');
  return BILLING_WORD.test(after) ? periodsPerYear(after.replace(/\b20\d\d[-\/]\d\d\b/g, '')) : null;
}

/**
 * Rows indented under a State levy's own line ("Emergency Services and Volunteers Fund levy" /
 * "  Fixed charge  $132.00" / "  Variable charge  $62.64"): the levy's parts.
 */
function rowsUnderLevyHeading(b: Block): Block['lines'] {
  const out: Block['lines'] = [];
  const indent = (s: string): number => s.length - s.trimStart().length;
  for (let i = 0; i < b.lines.length; i++) {
    const head = b.lines[i] as Block['lines'][number];
    // The levy's own row may hold its first part ("ESVF   Fixed charge  $132.00" / "   Variable  $107.80").
    if (!STATE_LEVY.test(head.text)) continue;
    for (let j = i + 1; j < b.lines.length; j++) {
      const row = b.lines[j] as Block['lines'][number];
      if (indent(row.text) <= indent(head.text)) break;
      out.push(row);
    }
  }
  return out;
}

/** Council rates for a year, excluding State levies. */
function councilRatesFromNotices(doc: DocText): Annual | null {
  const flow = proseText(doc);
  // 1. A sentence or row stating the council instalments.
  for (const m of sentencesWith(flow, /\b(?:rates?|council)\b/)) {
    const text = m[0];
    if (WATER.test(text) && !/\bcouncil\b/i.test(text)) continue;
    const inst = instalments(text);
    if (!inst) continue;
    const before = text.slice(0, inst.index);
    if (STATE_LEVY.test(before) && !/\bcouncil\s+rates\b/i.test(before)) continue;
    return { value: inst.value, offset: m.index ?? 0 };
  }
  // 2. A charges table with a total for a period, less the State levies listed in it.
  for (const b of blocks(doc)) {
    if (!RATES_WORD.test(b.context) || WATER.test(b.lines[0]?.text ?? '')) continue;
    const rows = b.lines.filter((l) => TABLE_ROW.test(l.text));
    const subtotal = rows.find((l) => SUBTOTAL_COUNCIL.test(l.text));
    const total = subtotal ?? rows.find((l) => TOTAL_LINE.test(l.text));
    if (!total) continue;
    // The charges are the rows above the total; what follows it is another notice's.
    const above = rows.filter((l) => l.offset < total.offset && !TOTAL_LINE.test(l.text) && !/\bsub-?total\b/i.test(l.text));
    // The notice's valuation rows head it, above its charges ("Land value  $642,000", then the rates
    // table): they are not charges. A valuation row among the charges makes it no charges table.
    const isValuation = (l: { text: string }): boolean => /^\s*(?:capital|site|land|net annual)\b[^$]*\bvalue\b|^\s*valuation\b/i.test(l.text);
    const firstCharge = above.findIndex((l) => !isValuation(l));
    const charges = firstCharge < 0 ? [] : above.slice(firstCharge);
    if (charges.length < 2 || charges.some((l) => WATER.test(l.text) || OTHER_OUTGOINGS.test(l.text) || isValuation(l))) continue;
    const levyRows = new Set(rowsUnderLevyHeading(b));
    const excluded = subtotal
      ? 0
      : charges.filter((l) => STATE_LEVY.test(l.text) || levyRows.has(l) || /\barrears\b|\binterest\b/i.test(l.text)).reduce((s, l) => s + (lastMoney(l.text) ?? 0), 0);
    const amount = lastMoney(total.text);
    if (amount === null) continue;
    // The period named with the table, not one named by a notice run on after its total.
    const upToTotal = (text: string) => {
      const at = text.indexOf(total.text);
      return at < 0 ? text : text.slice(0, at + total.text.length);
    };
    const period = periodsPerYear(upToTotal(b.own).replace(FINANCIAL_YEAR_G, '')) ?? periodsPerYear(upToTotal(b.context).replace(FINANCIAL_YEAR_G, ''));
    // Or said of it just after ("Rates are charged quarterly."), not a run-on notice's period.
    const saidAfter = b.lines
      .slice(b.lines.indexOf(total) + 1, b.lines.indexOf(total) + 3)
      .map((l) => l.text)
      // Instalments divide the total the table gives; they are not its period.
      .find((t) => BILLING_WORD.test(t) && !t.toLowerCase().includes('instalment'));
    const after = saidAfter ? periodsPerYear(saidAfter.replace(/\b20\d\d[-\/]\d\d\b/g, '')) : null;
    return { value: (amount - excluded) * (period ?? after ?? noticePeriod(doc, b) ?? periodAfter(doc, b) ?? 1), offset: total.offset };
  }
  // 3. "The total amount payable for rates ... is $762.00 for the period ..., including the Emergency Services Levy of $93.60".
  for (const m of sentencesWith(flow, /\brates\b/)) {
    // The period the amount is for, named right after it (a joined line may name another's period).
    const period = /\bfor\s+the\s+(?:period\s+\d{1,2}\s+[A-Za-z]+\s+\d{4}\s+(?:to|-)\s+\d{1,2}\s+[A-Za-z]+\s+\d{4}|half[- ]?year|quarter|year)\b/i.exec(m[0]);
    if (!period) continue;
    // The amount is the item's own: after the last "rates" naming it, not a previous item's run on into this one.
    const head = m[0].slice(0, period.index);
    const money = allMoney(head.slice(head.toLowerCase().lastIndexOf('rates')));
    const first = money[money.length - 1];
    const periods = periodsPerYear(period[0]);
    if (!first || !periods) continue;
    return { value: (first.cents - stateLevyIncluded(m[0])) * periods, offset: m.index ?? 0 };
  }
  return null;
}

/**
 * The period a notice's title gives ("Rate notice - half year 1 January 2026 to 30 June 2026"): the
 * lines above the charges table, up the same notice (its part), at most twelve.
 */
function noticePeriod(doc: DocText, b: Block): number | null {
  const first = lineAt(doc, b.start);
  for (let i = first.index - 1; i >= Math.max(0, first.index - 12); i--) {
    const line = doc.lines[i] as Line;
    if (line.part !== first.part || line.page !== first.page) break;
    // Instalments divide the year's amount; they are not the notice's period.
    if (line.scan.toLowerCase().includes('instalment')) continue;
    const periods = periodsPerYear(line.scan);
    if (periods !== null) return periods;
  }
  return null;
}

/** The year's council rates a rates notice states, with its page and the line that states it. */
export function readRatesNotice(doc: DocText): NoticeReading | null {
  return noticeReading(doc, councilRatesFromNotices(doc));
}
