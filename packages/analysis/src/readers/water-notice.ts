// A water notice read as a notice: a figure stated for the year, one account's total for its period
// times the periods in a year (plus usage listed for the year), or its service and usage lines.
// A year's water charges, in cents.
import type { DocText } from '../text/doc.ts';
import { allMoney } from '../extract/money.ts';
import {
  FINANCIAL_YEAR,
  FOR_THE_PERIOD,
  OTHER_OUTGOINGS,
  RATES_WORD,
  SENTENCE,
  TOTAL_LINE,
  WATER,
  WATER_NOT,
  WIDE_GAP,
  blocks,
  lastMoney,
  periodOf,
  periodsOfRange,
  periodsPerYear,
  proseText,
  type Annual,
} from './notice-text.ts';
import { noticeReading, type NoticeReading } from './notice-reading.ts';

/** Water charges for a year: service plus usage. */
function waterFromNotices(doc: DocText): Annual | null {
  const flow = proseText(doc);
  const waterSentences = [...flow.matchAll(SENTENCE)].filter((m) => m[0].trim() !== '' && WATER.test(m[0]) && !WATER_NOT.test(m[0]) && allMoney(m[0]).length > 0);
  // 1. An explicit figure for the year: "total $1,156.04 for the year", "Total (12 months) ... $1,041.62", "$859.92  2025/26 (4 quarterly accounts ...)".
  for (const m of waterSentences) {
    const t = m[0];
    const annualTotal = /\btotal\b[^$]{0,20}(\$\s?[\d,]+(?:\.\d{1,2})?)\s+(?:for\s+the\s+year|per\s+(?:year|annum)|a\s+year)\b/i.exec(t);
    if (annualTotal) return { value: allMoney(annualTotal[1] as string)[0]?.cents ?? 0, offset: m.index ?? 0 };
    const row = WIDE_GAP.test(t) && FINANCIAL_YEAR.test(t) && /\b(?:accounts?|charges)\b/i.test(t) && !/\busage\b(?:(?!\busage\b)[^$])*\$/i.test(t.split('$')[0] ?? '');
    if (row) return { value: allMoney(t)[0]?.cents ?? 0, offset: m.index ?? 0 };
  }
  for (const b of blocks(doc)) {
    // "Total (12 months)", "Total billed, last 12 months": the year's total stated as such.
    const total = b.lines.find((l) => /^\s*total\b[^$\n]{0,30}?\b(?:12|twelve)\s+months\b/i.test(l.text));
    if (total && WATER.test(b.context)) return { value: lastMoney(total.text) ?? 0, offset: total.offset };
  }
  // 2. One account's total for a period (quarter, date range) times the periods in a year.
  for (const b of blocks(doc)) {
    if (!WATER.test(b.context)) continue;
    // The account's total is the last of its totals: a subtotal ("Total water use") comes before it.
    const totals = b.lines.filter((l) => TOTAL_LINE.test(l.text) && allMoney(l.text).length > 0);
    const named = totals.find((l) => l.text.toLowerCase().includes('account'));
    const total = named ?? totals[0];
    if (!total) continue;
    // The account's rows up to its total say what it is; the notes after it ("charged at the rate that applies") do not.
    if (b.lines.slice(0, b.lines.indexOf(total) + 1).some((l) => RATES_WORD.test(l.text) || OTHER_OUTGOINGS.test(l.text))) continue;
    // A table with a column for the year ("Charge  Quarterly  Annual 2025/26"): its total row's last amount is the year's.
    const yearColumn = b.lines.some((l) => l.offset < total.offset && allMoney(l.text).length === 0 && /\S\s{2,}(?:annual|yearly|per\s+year|12\s+months)\b/i.test(l.text));
    if (yearColumn && allMoney(total.text).length >= 2) return { value: lastMoney(total.text) ?? 0, offset: total.offset };
    const periods = periodOf(b);
    // A year's account: its total is the year's when the account's dates span a year or the total says it is annual.
    const yearly = periods === 1 && (periodsOfRange(b.own) === 1 || total.text.toLowerCase().includes('annual'));
    if (!periods || (periods === 1 && !yearly)) continue;
    // Usage for the last twelve months listed after the service charges' total is not in it.
    const usage = b.lines
      .slice(b.lines.indexOf(total) + 1)
      .filter((l) => /\busage\b/i.test(l.text) && periodsPerYear(l.text) === 1 && allMoney(l.text).length === 1)
      .reduce((s, l) => s + (lastMoney(l.text) ?? 0), 0);
    return { value: (lastMoney(total.text) ?? 0) * periods + usage, offset: total.offset };
  }
  for (const m of waterSentences) {
    const t = m[0];
    // An account's charges listed for its quarter, then their total: "... quarter ending 28/02/2026: water ... $54.68; ... total $178.32".
    const listed = /\btotal\s+(\$\s?[\d,]+(?:\.\d{1,2})?)/i.exec(t);
    const head = listed ? t.slice(0, listed.index) : '';
    if (listed && WATER.test(head) && /\bquarter\b/i.test(head) && !FOR_THE_PERIOD.test(t)) {
      return { value: (allMoney(listed[1] as string)[0]?.cents ?? 0) * 4, offset: (m.index ?? 0) + listed.index };
    }
    if (!/\btotal\b/i.test(t) || !FOR_THE_PERIOD.test(t)) continue;
    const periods = periodsPerYear(t);
    const first = allMoney(t)[0];
    if (periods && first) return { value: first.cents * periods, offset: m.index ?? 0 };
  }
  // 3. Separate lines: a service charge per quarter and usage for twelve months.
  let sum = 0;
  let at: number | null = null;
  // A sentence may list them as clauses: "quarterly water supply charge $88.40; quarterly sewer charge $121.75".
  for (const m of waterSentences) {
    let from = 0;
    for (const t of m[0].split(';')) {
      const clauseAt = (m.index ?? 0) + from;
      from += t.length + 1;
      const amounts = allMoney(t);
      if (amounts.length !== 1) continue;
      const tail = t.slice((amounts[0] as { index: number }).index);
      // The account's period may head the lines ("Water Corporation - Account for 62 days ...").
      const lineAbove = flow.slice(flow.lastIndexOf('\n', Math.max(0, (m.index ?? 0) - 2)) + 1, Math.max(0, (m.index ?? 0) - 1));
      const periods = periodsPerYear(tail) ?? periodsPerYear(t) ?? (WATER.test(lineAbove) && /\baccount\b/i.test(lineAbove) ? periodsPerYear(lineAbove) : null);
      if (!periods || !/\b(?:service|usage|use|access|supply|sewer(?:age)?)\b/i.test(t)) continue;
      sum += (amounts[0] as { cents: number }).cents * periods;
      at ??= clauseAt;
    }
  }
  return at === null ? null : { value: sum, offset: at };
}

/** The year's water charges a water notice states, with its page and the line that states it. */
export function readWaterNotice(doc: DocText): NoticeReading | null {
  return noticeReading(doc, waterFromNotices(doc));
}
