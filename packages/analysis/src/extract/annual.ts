// Yearly council rates and water charges from the way notices state them: instalments ("four
// instalments of $713.40", "4 x $497.35"), a period's total ("Total for the half-year", "for the
// period 1 January 2026 to 31 March 2026") less the State levies shown in it, an explicit 12-month
// figure, or separate service (per quarter) and usage (per 12 months) lines.
import { lineAt, type DocText, type Line } from '../text/doc.ts';
import { flowText } from '../text/sentences.ts';
import { allMoney } from './money.ts';

/** Two cells of a row set apart by three spaces or more. */
const WIDE_GAP = /\S\s{3,}\S/;

/** "for the period": a notice's billing period follows. */
const FOR_THE_PERIOD = /\bfor\s+the\s+period\b/i;

/** The word "rate" or "rates". */
const RATES_WORD = /\brates?\b/i;

/** A word that says an amount was charged. */
const BILLING_WORD = /\b(?:charged|billed|payable|issued)\b/i;

export interface Annual {
  /** A year's charges, in integer cents. */
  value: number;
  offset: number;
}

/** State levies collected with council rates (VIC ESVF/FSPL, QLD EML, SA landscape levy, WA ESL). */
export const STATE_LEVY = /\b(?:emergency\s+services?(?:\s+(?:and|&)\s+volunteers\s+fund(?:\s+levy)?|\s+levy)|ESVF|ESL|FSPL|fire\s+services\s+(?:property\s+)?levy|emergency\s+management\s+levy|(?:regional\s+)?landscape\s+levy)\b|\(\s*State(?:\s+Government)?\b(?:(?!\(\s*State\b)[^)])*\)/i;
/** A State levy the sentence's figure includes ("..., including the Emergency Services Levy of $93.60"), in cents; 0 when none. */
export function stateLevyIncluded(sentence: string): number {
  // From the start or a "$", to the first "including" before the next "$": each stretch is read once.
  const levy = /(?:^|\$)(?:(?!\bincluding\b)[^$])*(\bincluding\b[^$]*?)(\$\s?[\d,]+(?:\.\d{1,2})?)/di.exec(sentence);
  const at = levy?.indices?.[1]?.[0];
  return levy && at !== undefined && STATE_LEVY.test(sentence.slice(at)) ? (allMoney(levy[2] as string)[0]?.cents ?? 0) : 0;
}
/** A financial year ("2025/26"): a rating year, not a number of periods. */
const FINANCIAL_YEAR = /\b20\d\d\/\d\d\b/;
const FINANCIAL_YEAR_G = new RegExp(FINANCIAL_YEAR.source, 'g');
const WATER = /\b(?:water|unitywater|urban\s+utilities|wastewater|sewerage\s+(?:service|access)\s+charge)\b/i;
const WATER_NOT = /\beasement\b|\bhot water\b|\brainwater\b|\bwater\s+(?:tank|heater|meter\s+is)\b|\bwaterways\s+overlay\b/i;
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, ten: 10, twelve: 12 };
// A sentence or line; a full stop inside a number ("$713.40") does not end it.
const SENTENCE = /(?:[^.\n]|\.(?=\d))+/g;
/** Sentences (with their offsets) that match `re`: one linear pass, then a test per sentence. */
const sentencesWith = (text: string, re: RegExp): RegExpMatchArray[] => [...text.matchAll(SENTENCE)].filter((m) => new RegExp(re.source, 'i').test(m[0]));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function dateOf(s: string): number | null {
  const numeric = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s);
  if (numeric) return Date.UTC(Number(numeric[3]), Number(numeric[2]) - 1, Number(numeric[1]));
  const m = /(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})/.exec(s);
  if (!m) return null;
  // A month in full or by its first three letters ("1 Jan 2026").
  const name = (m[2] as string).toLowerCase();
  const month = MONTHS.findIndex((full) => full === name || (name.length === 3 && full.startsWith(name)));
  return month < 0 ? null : Date.UTC(Number(m[3]), month, Number(m[1]));
}

/** How many of the periods the text speaks of make a year; null when it names none. */
/** Periods a year from a billing period written as its dates ("for the period 01/01/2026 to 31/03/2026"). */
export function periodsOfRange(text: string): number | null {
  // Dates written "1 January 2026" or "01/01/2026".
  const range = /\b(?:for\s+the\s+period|period|date\s+range)\s*(?::\s*)?(\d{1,2}\s+[A-Za-z]+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})\s+(?:to|-)\s+(\d{1,2}\s+[A-Za-z]+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/i.exec(text);
  if (range) {
    const a = dateOf(range[1] as string);
    const b = dateOf(range[2] as string);
    if (a !== null && b !== null && b > a) return Math.max(1, Math.round(365 / ((b - a) / 86_400_000 + 1)));
  }
  return null;
}

export function periodsPerYear(text: string): number | null {
  const ranged = periodsOfRange(text);
  if (ranged !== null) return ranged;
  // "Account for 62 days", or a bare date range ("15 October 2026 to 15 December 2026").
  const days = /\bfor\s+(\d{2,3})\s+days\b/i.exec(text);
  if (days) return Math.max(1, Math.round(365 / Number(days[1])));
  const bare = /(\d{1,2}\s+[A-Za-z]+\s+\d{4})\s+(?:to|-)\s+(\d{1,2}\s+[A-Za-z]+\s+\d{4})/.exec(text);
  if (bare) {
    const a = dateOf(bare[1] as string);
    const b = dateOf(bare[2] as string);
    if (a !== null && b !== null && b > a) return Math.max(1, Math.round(365 / ((b - a) / 86_400_000 + 1)));
  }
  if (/\bhalf[- ]?year|\bsix[- ]month|\bhalf[- ]yearly\b/i.test(text)) return 2;
  if (/\bbi-?monthly\b|\btwo[- ]monthly\b/i.test(text)) return 6;
  if (/\bquarter(?:ly)?\b|\bthree[- ]month/i.test(text)) return 4;
  if (/\bmonthly\b|\bper\s+month\b/i.test(text)) return 12;
  if (/\b(?:year|annual|annum|12\s+months|twelve\s+months)\b|\b20\d\d\/\d\d\b/i.test(text)) return 1;
  return null;
}

/** "four instalments of $713.40", "4 x $497.35", "quarterly instalments of $497.35". */
function instalments(text: string): { value: number; index: number } | null {
  const m = /\b(?:(two|three|four|six|ten|twelve|\d{1,2})\s+(?:(?:equal|quarterly|half[- ]yearly|monthly)\s+)?instalments\s+of|(quarterly|half[- ]yearly|monthly)\s+instalments\s+of|(\d{1,2})\s*x)\s*(\$\s?[\d,]+(?:\.\d{1,2})?)/i.exec(text);
  if (!m) return null;
  const word = (m[1] ?? m[3] ?? '').toLowerCase();
  const n = COUNT_WORDS[word] ?? (word ? Number(word) : m[2] ? (periodsPerYear(m[2]) ?? 1) : 1);
  const amount = allMoney(m[4] as string)[0];
  if (!amount || n < 2 || n > 12) return null;
  return { value: amount.cents * n, index: m.index };
}

interface Block {
  start: number;
  lines: { text: string; offset: number }[];
  /** The block's lines and the two lines above it (where the period is usually named). */
  context: string;
  /** The block's lines and the one line above it: the nearest statement of the period. */
  own: string;
}

/** Outgoings of other kinds: a summary table listing them is not a notice of one. */
const OTHER_OUTGOINGS = /\bland\s+tax\b|\bowners\s+corporation\b|\bbody\s+corporate\b|\bstrata\s+(?:levy|levies|fees?|contributions?)\b|\blevies\b/i;
const periodOf = (b: Block): number | null => periodsPerYear(b.own.replace(FINANCIAL_YEAR_G, '')) ?? periodsPerYear(b.context.replace(FINANCIAL_YEAR_G, ''));

/** Runs of non-blank lines, each with the two lines before it as context. */
function blocks(doc: DocText): Block[] {
  const out: Block[] = [];
  let cur: Block | null = null;
  const prev: string[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const l = doc.lines[i] as (typeof doc.lines)[number];
    if (l.running) continue;
    if (l.scan.trim() === '') {
      // A scan puts blank lines inside a table; its total row after one still belongs to it.
      const next = doc.lines.slice(i + 1, i + 3).find((n) => n.scan.trim() !== '');
      if (!(cur && next && TOTAL_LINE.test(next.scan) && allMoney(next.scan).length > 0)) cur = null;
      continue;
    }
    // A new part (a notice run on after another without a blank line) starts a new block.
    if (cur && doc.lines[i - 1]?.part !== l.part) cur = null;
    if (!cur) {
      cur = { start: l.start, lines: [], context: prev.slice(-2).join('\n'), own: prev.slice(-1).join('\n') };
      out.push(cur);
    }
    cur.lines.push({ text: l.scan, offset: l.start });
    cur.own += '\n' + l.scan;
    cur.context += '\n' + l.scan;
    prev.push(l.scan);
    if (prev.length > 3) prev.shift();
  }
  return out;
}

const TOTAL_LINE = /^\s*(?:instalment\s+)?total\b(?![^$]*\bnot\s+more\s+than\b)|\btotal\s+(?:for|payable|due|amount)\b|^\s*total\s*\(/i;
const SUBTOTAL_COUNCIL = /\bsub-?total\b(?:(?!\bsub-?total\b)[^$])*\b(?:council|rates)\b/i;
// A charges row: a label and its amount, in columns or (a scan that lost the column gap) ending the line.
const TABLE_ROW = /\S\s{2,}\$|\S\s+\$\s?[\d,]+(?:\.\d{2})?\s*$/;
const lastMoney = (s: string): number | null => {
  const all = allMoney(s);
  return all.length ? (all[all.length - 1] as { cents: number }).cents : null;
};

/**
 * The scan text with prose lines joined (same length): a PDF wraps a sentence at the page width
 * ("... is $762.00 for the" / "period 1 January 2026 to ..."). Table rows and blank lines keep their breaks.
 */
const proseCache = new WeakMap<DocText, string>();

function proseText(doc: DocText): string {
  const cached = proseCache.get(doc);
  if (cached !== undefined) return cached;
  const flow = flowText(doc);
  const joins: number[] = [];
  const row = WIDE_GAP;
  for (let i = 0; i < doc.lines.length - 1; i++) {
    const a = doc.lines[i] as (typeof doc.lines)[number];
    const b = doc.lines[i + 1] as (typeof doc.lines)[number];
    if (a.scan.trim() === '' || b.scan.trim() === '' || row.test(a.scan) || row.test(b.scan) || a.heading || b.heading) continue;
    if (/[.:;]\s*$/.test(a.scan) || /^\s*(?:[-\u2022*]|\(?[a-z0-9]{1,3}[.)])\s/.test(b.scan)) continue;
    // A line starting with its own label ("South East Water: ...") is the next item, not the sentence going on.
    if (/^\s*[A-Z][\w&'-]*(?:\s+[\w&'-]+){0,5}\s*:\s/.test(b.scan)) continue;
    if (flow[a.end] === '\n') joins.push(a.end);
  }
  // Same length: each joined line break becomes a space.
  let out = '';
  let from = 0;
  for (const at of joins) {
    out += flow.slice(from, at) + ' ';
    from = at + 1;
  }
  out += flow.slice(from);
  proseCache.set(doc, out);
  return out;
}

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
export function councilRatesFromNotices(doc: DocText): Annual | null {
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
      .find((t) => BILLING_WORD.test(t));
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

/** Water charges for a year: service plus usage. */
export function waterFromNotices(doc: DocText): Annual | null {
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
    const total = b.lines.find((l) => /^\s*total\s*\((?:12|twelve)\s+months\)/i.test(l.text));
    if (total && WATER.test(b.context)) return { value: lastMoney(total.text) ?? 0, offset: total.offset };
  }
  // 2. One account's total for a period (quarter, date range) times the periods in a year.
  for (const b of blocks(doc)) {
    if (!WATER.test(b.context)) continue;
    const total = b.lines.find((l) => TOTAL_LINE.test(l.text) && allMoney(l.text).length > 0);
    if (!total) continue;
    // The account's rows up to its total say what it is; the notes after it ("charged at the rate that applies") do not.
    if (b.lines.slice(0, b.lines.indexOf(total) + 1).some((l) => RATES_WORD.test(l.text) || OTHER_OUTGOINGS.test(l.text))) continue;
    // A table with a column for the year ("Charge  Quarterly  Annual 2025/26"): its total row's last amount is the year's.
    const yearColumn = b.lines.some((l) => l.offset < total.offset && allMoney(l.text).length === 0 && /\S\s{2,}(?:annual|yearly|per\s+year|12\s+months)\b/i.test(l.text));
    if (yearColumn && allMoney(total.text).length >= 2) return { value: lastMoney(total.text) ?? 0, offset: total.offset };
    const periods = periodOf(b);
    if (!periods || periods === 1) continue;
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
