// Special conditions / additional clauses of a contract, as short paraphrases in order.
import type { DocText, Line } from '../text/doc.ts';
import { allDates } from './dates.ts';
import { formatDollars } from '../costs/money.ts';
import { allMoney } from './money.ts';
import type { Evidence } from './title.ts';
import { SPACE_RUN } from '../text/normalise.ts';

/** A condition numbered "Clause 3". */
const CLAUSE_WORD = /^clause\s+/i;

export interface ConditionHit extends Evidence {
  number: string;
  heading: string | null;
  text: string;
  summary: string;
}

const BLOCK_HEADING = /^\s*(?:PART\s+\d+\s*[-:]\s*)?(?:special\s+conditions|additional\s+(?:clauses|conditions|terms)|further\s+conditions)\b/i;
// A condition's number: "34.", "34)", "SC3", "clause 12" — or "36," where a scan read the full stop as
// a comma (then a capitalised word must follow).
const ITEM = /^\s*([Ss][Cc]\s?\d+|(?:[Cc]lause\s+)?\d{1,2}(?:\.\d{1,2})?)(?:[.)]?\s+|,\s+(?=[A-Z]))(\S.*)$/;

/** The number a condition carries, for ordering: "SC7" -> 7, "33" -> 33, "1.2" -> null (a sub-clause). */
const topNumber = (n: string): number | null => (/\./.test(n) ? null : Number(n.replace(/^SC/i, '')));

/**
 * Conditions from the special-conditions parts of the pack: each top-level condition in sequence
 * (1, 2, 3 ... or 33, 34 ...); sub-clauses (1.1, (a)) and anything out of sequence — a numbered
 * list inside a condition, printed clauses or certificate items after the conditions — belong to
 * the condition before them or end the list.
 */
/** "1. Nil." answers the list; it is no condition. */
const NIL_BODY = /^\s*(?:nil|none)\.?\s*$/i;

/** A line in capitals only: "ANNEXURE - DISCLOSURE", "SCHEDULE". */
const CAPITALS_HEADING = /^[A-Z]{4,}(?:\s+(?:[-\u2013&]\s+)?[A-Z]{2,})*$/;

function fromParts(doc: DocText): ConditionHit[] | null {
  const lines = doc.lines.filter((l) => l.part === 'special-conditions' && !l.running);
  if (lines.length === 0) return null;
  const out: ConditionHit[] = [];
  let current: { line: Line; number: string; body: string } | null = null;
  let last: number | null = null;
  const flush = (): void => {
    if (current && !NIL_BODY.test(current.body)) out.push(toCondition(current.number, current.body, current.line.start + current.line.scan.indexOf(current.number)));
    current = null;
  };
  for (const line of lines) {
    const t = line.scan.trim();
    if (t === '' || BLOCK_HEADING.test(t)) continue;
    const item = ITEM.exec(line.scan);
    const number = item ? (item[1] as string).replace(CLAUSE_WORD, '').replace(SPACE_RUN, '') : null;
    const top = number ? topNumber(number) : null;
    if (item && number && top !== null && (last === null || top === last + 1)) {
      flush();
      current = { line, number, body: item[2] as string };
      last = top;
      continue;
    }
    // A heading in capitals ("ANNEXURE - DISCLOSURE") ends the condition before it.
    if (CAPITALS_HEADING.test(t)) flush();
    if (current) current.body += ' ' + t;
  }
  flush();
  return out;
}

export function extractSpecialConditions(doc: DocText): ConditionHit[] {
  const fromPart = fromParts(doc);
  if (fromPart && fromPart.length > 0) return fromPart;
  const out: ConditionHit[] = [];
  const startIdx = doc.lines.findIndex((l) => !l.running && BLOCK_HEADING.test(l.scan) && l.scan.trim().length < 60);
  if (startIdx < 0) return out;
  let current: { line: Line; number: string; body: string } | null = null;
  const flush = (): void => {
    if (!current) return;
    if (!NIL_BODY.test(current.body)) out.push(toCondition(current.number, current.body, current.line.start + current.line.scan.indexOf(current.number)));
    current = null;
  };
  for (let i = startIdx + 1; i < doc.lines.length; i++) {
    const line = doc.lines[i] as Line;
    if (line.running) continue;
    const t = line.scan.trim();
    if (t === '') continue;
    const item = ITEM.exec(line.scan);
    if (item) {
      flush();
      current = { line, number: (item[1] as string).replace(CLAUSE_WORD, '').replace(SPACE_RUN, ''), body: item[2] as string };
      continue;
    }
    // A new block heading ends the list; other lines continue the current item.
    if (line.heading || /^[A-Z]{3,}\s+[A-Z]{3,}/.test(t) || CAPITALS_HEADING.test(t)) break;
    if (!current) continue;
    current.body += ' ' + t;
  }
  flush();
  return out;
}

function toCondition(number: string, body: string, offset: number): ConditionHit {
  const text = body.replace(SPACE_RUN, ' ').trim();
  // "Sunset date. If the Survey Plan ..." -> heading "Sunset date"
  const head = /^([A-Z][^.]{1,60}?)\.\s+(?=[A-Z(])/.exec(text);
  const heading = head && (head[1] as string).split(SPACE_RUN).length <= 8 ? (head[1] as string) : null;
  let summary: string;
  if (heading) {
    const details = keyTerms(text.slice((head as RegExpExecArray)[0].length)).filter((d) => !heading.includes(d));
    summary = details.length > 0 ? `${heading} - ${details.join(', ')}` : heading;
  } else {
    // A sentence ends at ". " before a capital: OCR's stray full stops ("inconsistent with. the") do not end it.
    const first = text.split(/(?<=[.;])\s+(?=[A-Z(])/)[0] ?? text;
    const words = first.replace(/[.;]$/, '').replace(/\.(?=\s+[a-z])/g, '').split(SPACE_RUN);
    summary = words.length > 14 ? words.slice(0, 14).join(' ') + '...' : words.join(' ');
  }
  return { number, heading, text, summary: `${number} ${summary}`, offset, length: number.length };
}

/**
 * The figures a reader of a condition needs first, as written: an interest rate, a period, an
 * amount, a date — at most two, so the paraphrase stays short ("Notice to complete - 14 days").
 */
function keyTerms(body: string): string[] {
  const out: string[] = [];
  const rate = /\b(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|per\s?cent)\s+(?:per\s+annum|p\.\s?a\.?|a\s+year)/i.exec(body);
  if (rate) out.push(`${rate[1]}% p.a.`);
  const period = /\b(\d{1,3})\s+((?:business\s+)?days?|months?|years?)\b/i.exec(body);
  if (period) out.push(`${period[1]} ${(period[2] as string).toLowerCase()}`);
  const money = allMoney(body)[0];
  if (money) out.push(formatDollars(money.cents));
  const date = allDates(body)[0];
  if (date) out.push(body.slice(date.index, date.index + date.length));
  return out.slice(0, 2);
}
