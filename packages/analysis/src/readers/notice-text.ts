// What rates and water notices share: their periods (instalments, date ranges, "per quarter"), their
// charges tables as blocks of rows with a total, the State levies collected with rates, and the
// notice text with wrapped prose lines joined. The readers (rates-notice.ts, water-notice.ts) read a
// notice with these.
import type { DocText } from '../text/doc.ts';
import { flowText } from '../text/sentences.ts';
import { allMoney } from '../extract/money.ts';

/** Two cells of a row set apart by three spaces or more. */
export const WIDE_GAP = /\S\s{3,}\S/;

/** "for the period": a notice's billing period follows. */
export const FOR_THE_PERIOD = /\bfor\s+the\s+period\b/i;

/** The word "rate" or "rates". */
export const RATES_WORD = /\brates?\b/i;

/** A word that says an amount was charged. */
export const BILLING_WORD = /\b(?:charged|billed|payable|issued)\b/i;

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
export const FINANCIAL_YEAR = /\b20\d\d\/\d\d\b/;
export const FINANCIAL_YEAR_G = new RegExp(FINANCIAL_YEAR.source, 'g');
export const WATER = /\b(?:water|unitywater|urban\s+utilities|wastewater|sewerage\s+(?:service|access)\s+charge)\b/i;
export const WATER_NOT = /\beasement\b|\bhot water\b|\brainwater\b|\bwater\s+(?:tank|heater|meter\s+is)\b|\bwaterways\s+overlay\b/i;
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, ten: 10, twelve: 12 };
// A sentence or line; a full stop inside a number ("$713.40") does not end it.
export const SENTENCE = /(?:[^.\n]|\.(?=\d))+/g;
/** Sentences (with their offsets) that match `re`: one linear pass, then a test per sentence. */
export const sentencesWith = (text: string, re: RegExp): RegExpMatchArray[] => [...text.matchAll(SENTENCE)].filter((m) => new RegExp(re.source, 'i').test(m[0]));

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
  // "Account for 62 days", "(92 days)" after the bill's dates, or a bare date range ("15 October 2026 to 15 December 2026").
  const days = /(?:\bfor\s+|\()(\d{2,3})\s+days\b/i.exec(text);
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
export function instalments(text: string): { value: number; index: number } | null {
  const m = /\b(?:(two|three|four|six|ten|twelve|\d{1,2})\s+(?:(?:equal|quarterly|half[- ]yearly|monthly)\s+)?instalments\s+of|(quarterly|half[- ]yearly|monthly)\s+instalments\s+of|(\d{1,2})\s*x)\s*(\$\s?[\d,]+(?:\.\d{1,2})?)/i.exec(text);
  if (!m) return null;
  const word = (m[1] ?? m[3] ?? '').toLowerCase();
  const n = COUNT_WORDS[word] ?? (word ? Number(word) : m[2] ? (periodsPerYear(m[2]) ?? 1) : 1);
  const amount = allMoney(m[4] as string)[0];
  if (!amount || n < 2 || n > 12) return null;
  return { value: amount.cents * n, index: m.index };
}

export interface Block {
  start: number;
  lines: { text: string; offset: number }[];
  /** The block's lines and the two lines above it (where the period is usually named). */
  context: string;
  /** The block's lines and the one line above it: the nearest statement of the period. */
  own: string;
  /** The notice's own lines above the block that name a period ("Billing period: 12/05/2026 - 10/08/2026"): same page, same part. */
  noticePeriod: string;
}

/** Outgoings of other kinds: a summary table listing them is not a notice of one. */
export const OTHER_OUTGOINGS = /\bland\s+tax\b|\bowners\s+corporation\b|\bbody\s+corporate\b|\bstrata\s+(?:levy|levies|fees?|contributions?)\b|\blevies\b/i;
export const periodOf = (b: Block): number | null =>
  periodsPerYear(b.own.replace(FINANCIAL_YEAR_G, '')) ?? periodsPerYear(b.context.replace(FINANCIAL_YEAR_G, '')) ?? periodsPerYear(b.noticePeriod.replace(FINANCIAL_YEAR_G, ''));

/** Runs of non-blank lines, each with the two lines before it as context. */
export function blocks(doc: DocText): Block[] {
  const out: Block[] = [];
  let cur: Block | null = null;
  const prev: string[] = [];
  let prevPart = doc.lines[0]?.part;
  let page = doc.lines[0]?.page;
  // Lines of this page and part that name the notice's period, for its tables further down.
  let periodLines: string[] = [];
  for (let i = 0; i < doc.lines.length; i++) {
    const l = doc.lines[i] as (typeof doc.lines)[number];
    if (l.running) continue;
    if (l.page !== page || l.part !== prevPart) periodLines = [];
    page = l.page;
    if (l.scan.trim() === '') {
      // A scan puts blank lines inside a table; its total row after one still belongs to it.
      const next = doc.lines.slice(i + 1, i + 3).find((n) => n.scan.trim() !== '');
      if (!(cur && next && TOTAL_LINE.test(next.scan) && allMoney(next.scan).length > 0)) cur = null;
      continue;
    }
    // A new part (a notice run on after another without a blank line) starts a new block, and the
    // lines above it are another notice's: no context for this one.
    if (prevPart !== l.part) {
      cur = null;
      prev.length = 0;
      prevPart = l.part;
    }
    if (!cur) {
      cur = { start: l.start, lines: [], context: prev.slice(-2).join('\n'), own: prev.slice(-1).join('\n'), noticePeriod: periodLines.join('\n') };
      out.push(cur);
    }
    cur.lines.push({ text: l.scan, offset: l.start });
    cur.own += '\n' + l.scan;
    cur.context += '\n' + l.scan;
    prev.push(l.scan);
    if (prev.length > 3) prev.shift();
    if (l.scan.toLowerCase().includes('period') && periodLines.length < 3) periodLines.push(l.scan);
  }
  return out;
}

export const TOTAL_LINE = /^\s*(?:instalment\s+)?total\b(?![^$]*\bnot\s+more\s+than\b)|\btotal\s+(?:for|payable|due|amount)\b|^\s*total\s*\(/i;
// A charges row: a label and its amount, in columns or (a scan that lost the column gap) ending the line.
export const TABLE_ROW = /\S\s{2,}\$|\S\s+\$\s?[\d,]+(?:\.\d{2})?\s*$/;
export const lastMoney = (s: string): number | null => {
  const all = allMoney(s);
  return all.length ? (all[all.length - 1] as { cents: number }).cents : null;
};

/**
 * The scan text with prose lines joined (same length): a PDF wraps a sentence at the page width
 * ("... is $762.00 for the" / "period 1 January 2026 to ..."). Table rows and blank lines keep their breaks.
 */
const proseCache = new WeakMap<DocText, string>();

export function proseText(doc: DocText): string {
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

