// Annual council rates, water charges and land tax, in integer cents: what the notices' readers
// (readers/rates-notice.ts, water-notice.ts, land-tax-certificate.ts) read, else a mention of the
// charge with its amount.
import type { DocText } from '../text/doc.ts';
import { lineAt, nextContentLine } from '../text/doc.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { flowText } from '../text/sentences.ts';
import { readLandTax } from '../readers/land-tax-certificate.ts';
import { periodsOfRange, stateLevyIncluded } from '../readers/notice-text.ts';
import { readRatesNotice } from '../readers/rates-notice.ts';
import { readWaterNotice } from '../readers/water-notice.ts';
import { centsFromMatch, MONEY_SOURCE } from './money.ts';
import type { OutgoingsCents } from './money-facts.ts';
import type { Evidence } from './title.ts';

export interface OutgoingsExtract {
  money: OutgoingsCents;
  rates: Evidence | null;
  water: Evidence | null;
  landTax: Evidence | null;
}

const amountRe = (): RegExp => new RegExp(MONEY_SOURCE, 'gi');

function lineOf(doc: DocText, idx: number): string {
  const s = doc.scan.lastIndexOf('\n', idx) + 1;
  const e = doc.scan.indexOf('\n', idx);
  return doc.scan.slice(s, e === -1 ? undefined : e);
}

/** A yearly amount from "$X per year" / "$Q per quarter" (x4) right after idx, else the first amount. */
const PERIOD_NAMED = /\bfor\s+the\s+(quarter|half[- ]year|month)\b/i;
const PERIOD_BEFORE: Record<string, number> = { quarter: 4, 'half year': 2, 'half-year': 2, month: 12 };

function yearlyFrom(whole: string): number | null {
  // The item ends where the next one's label starts ("... for 2026/27 Water Corporation: $1,104.68"),
  // or at a line break the text kept.
  const firstAmount = whole.indexOf('$');
  const next = firstAmount < 0 ? null : /\n|\s[A-Z][A-Za-z&' ]{2,40}:\s*\$/.exec(whole.slice(firstAmount));
  const text = next ? whole.slice(0, firstAmount + next.index) : whole;
  const year = new RegExp(String.raw`${MONEY_SOURCE}\s*(?:per\s+(?:year|annum)|p\.?a\.?|a\s+year)\b`, 'i').exec(text);
  if (year) return centsFromMatch(year);
  const first = amountRe().exec(text);
  if (!first) return null;
  const v = centsFromMatch(first);
  const tail = text.slice(first.index + first[0].length, first.index + first[0].length + 20);
  const times = /^\s*(?:per\s+quarter|quarterly|a\s+quarter)/i.test(tail)
    ? 4
    : /^\s*(?:per\s+half[- ]year|half[- ]yearly|six[- ]monthly|per\s+six\s+months)/i.test(tail)
      ? 2
      : /^\s*(?:per\s+month|monthly|a\s+month)/i.test(tail)
        ? 12
        : // The period named right after the amount ("$318.70 for the quarter ending 31 December 2025"),
          (PERIOD_BEFORE[PERIOD_NAMED.exec(tail.slice(0, 20))?.[1]?.toLowerCase().replace('-', ' ') ?? ''] ??
          // or the amount of a notice for a stated period ("Amount: $398.75  Date range: 01/01/2026 to 31/03/2026").
          periodsOfRange(tail + text.slice(first.index + first[0].length + 20, first.index + first[0].length + 80)) ??
            // Or named before it: "Water rates and charges for the quarter ending 31 March 2026: $318.45".
            PERIOD_BEFORE[PERIOD_NAMED.exec(text.slice(0, first.index))?.[1]?.toLowerCase() ?? ''] ??
            1);
  return v * times;
}

function councilRates(doc: DocText): { value: number; offset: number } | null {
  const patterns = [
    /\b(?:council\s+total|total\s+council\s+rates(?:\s+and\s+charges)?)\b[^$\n]{0,30}/gi,
    /\b(?:City|Shire|Council|Municipal)\b[^$\n]{0,60}\brates?\b[^$\n]{0,80}/gi,
    /\brates?\b(?:\s+and\s+(?:domestic\s+)?(?:waste|municipal)\s+charges?)?[^$\n]{0,60}?\bfor\s+the\s+year\b[^$\n]{0,10}/gi,
    /\b(?:general\s+)?rates?\b[^$\n]{0,60}/gi,
  ];
  const text = flowText(doc);
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const idx = m.index ?? 0;
      const line = lineOf(doc, idx);
      if (/\b(?:water|levy|ESVF|fire services|land tax|interest|valuation|rate of)\b/i.test(m[0])) continue;
      if (/\bwater\b/i.test(line) && !/council/i.test(line)) continue;
      const after = text.slice(idx + m[0].length, idx + m[0].length + 60);
      if (!/^\s*(?:[:=]\s*)?\$/.test(after)) continue;
      const v = yearlyFrom(after);
      // Over $50: not a fee or a rate in the dollar. "$2,310.00 for 2026/27 (including the Regional
      // Landscape Levy of $96.40)" is stated without the State levy.
      if (v !== null && v > 5_000) return { value: v - stateLevyIncluded(text.slice(idx, idx + 250).split(/\n|\.\s/)[0] ?? ''), offset: idx };
    }
  }
  return null;
}

/**
 * A table row whose cells came out one per line (a Word table read as plain text): "Yarra Valley
 * Water" / "Water and sewerage" / "$1,052.60". The amount cell is the first of the next few short
 * lines to hold one, and must start with it.
 */
function cellsBelow(doc: DocText, idx: number): string | null {
  let line = lineAt(doc, idx);
  for (let i = 0; i < 3; i++) {
    const next = nextContentLine(doc, line);
    if (!next || next.scan.trim().length > 60) return null;
    if (/\$/.test(next.scan)) return /^\s*\$/.test(next.scan) ? next.scan.trim() : null;
    if (/\d/.test(next.scan)) return null;
    line = next;
  }
  return null;
}

function water(doc: DocText): { value: number; offset: number } | null {
  // At most four capitalised words before 'Water' ("Yarra Valley Water"): an unbounded run made
  // this quadratic on long runs of capitalised words.
  // "Water Corporation" names a utility in a sentence (a beneficiary, a statement's author); as a label
  // with its amount ("Water Corporation: $1,104.68 per annum", WA's utility) it is the charge.
  const re = /\b(?:[A-Z][a-z]+\s+){0,4}Water\b(?!\s+Corporation\b(?![:\s]*(?:20\d\d\/\d\d\s*)?\$))[^$\n]{0,80}/g;
  // Read with a sentence's line breaks joined ("... South East Water charges for the year" / "ending 30 June are $1,104.28").
  const text = flowText(doc);
  for (const m of text.matchAll(re)) {
    const idx = m.index ?? 0;
    const line = lineOf(doc, idx);
    if (/easement|hot water|water connection|rainwater/i.test(line)) continue;
    let rest = text.slice(idx + m[0].length, idx + m[0].length + 120).split('\n')[0] ?? '';
    if (!/\$/.test(m[0] + rest)) rest = cellsBelow(doc, idx) ?? rest;
    if (!/^\s*(?:[:=]\s*)?\$/.test(rest) && !/\$/.test(m[0])) continue;
    const v = yearlyFrom(m[0] + rest);
    if (v !== null && v > 2_000) return { value: v, offset: idx }; // over $20
  }
  return amountOfItem(doc, 'water');
}

/**
 * A form's item whose title opens its line and whose value is labelled on it: "Water  Whichever of the
 * following applies - ... Amount: $398.75  Date range: 01/01/2026 to 31/03/2026".
 */
function amountOfItem(doc: DocText, title: string): { value: number; offset: number } | null {
  for (const line of doc.lines) {
    const text = line.scan.trimStart();
    if (!text.toLowerCase().startsWith(`${title} `) || BOILERPLATE.has(line.part)) continue;
    const at = text.toLowerCase().indexOf('amount:');
    if (at < 0) continue;
    const v = yearlyFrom(text.slice(at + 'amount:'.length));
    if (v !== null && v > 2_000) return { value: v, offset: line.start + (line.scan.length - text.length) + at };
  }
  return null;
}

export function extractOutgoings(doc: DocText): OutgoingsExtract {
  // The notices' readers first; a mention of the charge elsewhere only where no notice states it.
  const r = readRatesNotice(doc) ?? councilRates(doc);
  const w = readWaterNotice(doc) ?? water(doc);
  const lt = readLandTax(doc);
  return {
    money: { councilRatesAnnual: r?.value ?? null, waterAnnual: w?.value ?? null, landTax: lt?.value ?? null },
    rates: r ? { offset: r.offset, length: 10 } : null,
    water: w ? { offset: w.offset, length: 10 } : null,
    landTax: lt ? { offset: lt.offset, length: 8 } : null,
  };
}
