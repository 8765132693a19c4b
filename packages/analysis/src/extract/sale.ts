// Contract particulars: price, deposit, settlement/completion date, contract date.
import { lineAt, type DocText } from '../text/doc.ts';
import type { PartKind } from '../text/parts.ts';
import { allDates, parseDate } from './dates.ts';
import { labelValues } from './labels.ts';
import { parseCents } from './money.ts';

export interface Located<T> {
  value: T;
  offset: number;
}

const PRICE_LABEL = String.raw`(?:purchase\s+|sale\s+|contract\s+)?price(?:\s+\(incl(?:uding)?\.?\s+GST\))?`;

/** A price below this is a fee or a rate, not the price of land: $1,000, in cents. */
const MIN_PRICE_CENTS = 100_000;

/** The purchase price, in integer cents. */
export function extractPrice(doc: DocText): Located<number> | null {
  for (const hit of labelValues(doc, PRICE_LABEL)) {
    const v = parseCents(hit.value);
    if (v !== null && v >= MIN_PRICE_CENTS) return { value: v, offset: hit.offset };
  }
  return null;
}

/** The whole deposit in integer cents; `priceCents` turns "10% of the price" into an amount. */
export function extractDeposit(doc: DocText, priceCents: number | null): Located<number> | null {
  for (const hit of labelValues(doc, String.raw`(?:initial\s+)?deposit(?:\s+amount)?`)) {
    const v = parseCents(hit.value);
    // The whole deposit: a stated total, else the parts added ("$50,000 on signing and balance of
    // deposit $20,000 within 30 days"; QLD initial + balance deposit).
    const total = /\btotal\s+deposit\s*(?::\s*)?(\$\s?[\d,]+(?:\.\d{1,2})?)/i.exec(hit.value);
    if (total) return { value: parseCents(total[1] as string) ?? 0, offset: hit.offset };
    // A balance labelled elsewhere is the deposit's other part only in the same part of the pack (an
    // agent's receipt for the first payment, "Balance of deposit $73,500 due ...", restates the rest).
    const balance = /\bbalance\s+(?:of\s+(?:the\s+)?)?deposit\s*(?:of\s*)?(?::\s*)?(\$\s?[\d,]+(?:\.\d{1,2})?)/i.exec(hit.value) ?? balanceLabel(doc, lineAt(doc, hit.offset).part);
    if (v !== null && v > 0 && balance) return { value: v + (parseCents(balance[1] as string) ?? 0), offset: hit.offset };
    if (v !== null && v > 0) return { value: v, offset: hit.offset };
    const pct = /(\d{1,2}(?:\.\d+)?)\s*(?:%|per\s*cent)/i.exec(hit.value);
    if (pct && priceCents !== null) return { value: Math.round((priceCents * Number(pct[1])) / 100), offset: hit.offset };
  }
  return null;
}

function balanceLabel(doc: DocText, part: PartKind): RegExpExecArray | null {
  const hit = labelValues(doc, String.raw`balance\s+(?:of\s+)?deposit`).find((h) => lineAt(doc, h.offset).part === part);
  return hit ? /(\$\s?[\d,]+(?:\.\d{1,2})?)/.exec(hit.value) : null;
}

const SETTLEMENT_LABEL = String.raw`(?:settlement|completion)(?:\s+date)?|date\s+for\s+(?:settlement|completion)|settlement\s+day`;

/** Settlement date when a calendar date is given; null when it depends on a future event. */
export function extractSettlement(doc: DocText): { date: string | null; text: string; offset: number } | null {
  let first: { date: string | null; text: string; offset: number } | null = null;
  for (const hit of labelValues(doc, SETTLEMENT_LABEL)) {
    const text = hit.value;
    if (/^(?:and|of|is|the\s+vendor)\b/i.test(text)) continue;
    const dates = allDates(text);
    const being = /\bbeing\b/i.exec(text);
    const chosen = being ? (dates.find((d) => d.index > being.index) ?? dates[0]) : dates[0];
    const found = { date: chosen?.iso ?? null, text, offset: hit.offset };
    // A label's note ("Settlement (general condition 20)") is not the answer: a later one with a date is.
    if (found.date || !/^\s*\(?(?:general\s+condition|clause|GC)\b/i.test(text)) {
      if (found.date) return found;
      first ??= found;
    }
  }
  // "Settlement is due on 16/06/2026."
  // The LIV particulars: "Settlement (general conditions 17 & 26.2)" / "is due on 12 February 2027".
  const due = /\b(?:settlement|completion)(?:\s*\([^)\n]{0,60}\))?\s+(?:is\s+)?due\s+on\s+/gi;
  for (const m of doc.scan.matchAll(due)) {
    const after = doc.scan.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
    const d = allDates(after)[0];
    if (d && d.index === 0) return { date: d.iso, text: after.split('\n')[0] ?? after, offset: m.index ?? 0 };
  }
  return first;
}

export function extractContractDate(doc: DocText): Located<string> | null {
  for (const hit of labelValues(doc, String.raw`contract\s+date|day\s+of\s+sale|date\s+of\s+(?:this\s+)?contract|date\s+of\s+sale`)) {
    const d = parseDate(hit.value);
    if (d) return { value: d, offset: hit.offset };
  }
  return null;
}

/** The date the statement/document was signed or dated (fallback reference date). */
export function extractStatementDate(doc: DocText): string | null {
  for (const hit of labelValues(doc, String.raw`statement\s+dated|dated|date\s+of\s+(?:this\s+)?statement`)) {
    const d = parseDate(hit.value);
    if (d) return d;
  }
  return null;
}
