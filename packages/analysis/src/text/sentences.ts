// Sentence spans in the raw text, tolerant of table rows and of lines broken mid-sentence (OCR).
import type { DocText, Line } from './doc.ts';
import { lineAt } from './doc.ts';
import { SPACE_RUN, fieldLabelEnd, isLower } from './normalise.ts';

export interface Span {
  start: number;
  end: number;
}

const TABLE_ROW = /\S\s{3,}\S/;
const LIST_START = /^\s*(?:[-\u2022*\u25AA]|\(?[a-z0-9]{1,3}[.)]|SC\d+|\d+(?:\.\d+)*\.?\s)/;
const TERMINAL = /[.:;!?]\s*$/;

/**
 * A row whose last cell is prose wrapped onto the next line, hung at that cell's column and going on in
 * lower case ("By-law 9   Letting: a lot must not be let for less than" / "           three months.").
 */
function wrapsLastCell(a: string, b: string): boolean {
  const lastCell = a.trimEnd().lastIndexOf('   ');
  if (lastCell < 0) return false;
  const column = lastCell + a.slice(lastCell).length - a.slice(lastCell).trimStart().length;
  const indent = b.length - b.trimStart().length;
  return Math.abs(indent - column) <= 2 && isLower(b.trimStart()[0]);
}

/** "Label: value" with a short label: a form's field and what was written in it. */
function isFilledField(t: string): boolean {
  const colon = fieldLabelEnd(t);
  return colon > 0 && t.slice(colon + 2).trim() !== '';
}

function continues(a: Line, b: Line | undefined): boolean {
  if (!b || b.running || a.running) return false;
  const at = a.scan.trim();
  const bt = b.scan.trim();
  if (at === '' || bt === '' || a.heading || b.heading) return false;
  // A question wrapped onto the next line, its answer in a cell after it ("... or to a" / "dispute
  // resolution application under the Act?          No."): the question goes on.
  if (bt.includes('?') && !TERMINAL.test(at) && (isLower(bt[0]) || at.length >= 60) && (bt.split('   ')[0] ?? '').trimEnd().endsWith('?')) return true;
  if (TERMINAL.test(at) || TABLE_ROW.test(b.scan)) return false;
  if (TABLE_ROW.test(a.scan)) return wrapsLastCell(a.scan, b.scan);
  // A form's note under a filled field ("Finance Date: 05/10/2026" / "(if no date is inserted, ...)") is
  // the form's own words, not the field's value going on.
  if (bt.startsWith('(') && isFilledField(at)) return false;
  if (/^[a-z(]/.test(bt)) return true;
  const mostlyUpper = (s: string): boolean => s.replace(/[^A-Za-z]/g, '').length > 0 && s.replace(/[^A-Z]/g, '').length / s.replace(/[^A-Za-z]/g, '').length > 0.6;
  return at.length >= 60 && /[\w,]$/.test(at) && !mostlyUpper(at) && !mostlyUpper(bt) && !LIST_START.test(bt) && !/^[A-Z][\w' ()\/-]{0,40}:/.test(bt);
}

/**
 * A sentence broken by a page end ("... in favour of" / footer / next page's header / "Yarra Valley
 * Water, as shown"): the index of the next page's first content line when the sentence goes on there,
 * else -1. Only running headers, footers and blank lines may lie between.
 */
function acrossPage(doc: DocText, i: number): number {
  const a = doc.lines[i] as Line;
  let j = i + 1;
  while (j < doc.lines.length && ((doc.lines[j] as Line).running || (doc.lines[j] as Line).scan.trim() === '')) j++;
  const b = doc.lines[j];
  return b && b.page === a.page + 1 && continues(a, b) ? j : -1;
}

/** The logical line (physical lines merged across mid-sentence breaks) holding `offset`. */
export function unitAt(doc: DocText, offset: number): Span {
  return unitsOf(doc)[lineAt(doc, offset).index] as Span;
}

const unitsCache = new WeakMap<DocText, Span[]>();

/** Every line's logical line, worked out in one pass (per offset, a run of joined lines was walked again each time). */
function unitsOf(doc: DocText): Span[] {
  const cached = unitsCache.get(doc);
  if (cached) return cached;
  const units: Span[] = new Array(doc.lines.length);
  let first = 0;
  for (let i = 0; i < doc.lines.length; ) {
    // The line the sentence goes on at: the next one, or the next page's first past its running lines.
    const on = continues(doc.lines[i] as Line, doc.lines[i + 1]) ? i + 1 : acrossPage(doc, i);
    if (on > i) {
      i = on;
      continue;
    }
    const unit = { start: (doc.lines[first] as Line).start, end: (doc.lines[i] as Line).end };
    for (let j = first; j <= i; j++) units[j] = unit;
    first = i + 1;
    i++;
  }
  unitsCache.set(doc, units);
  return units;
}

const ABBREV = /\b(?:No|Nos|Pty|Ltd|Co|St|Rd|Dr|Mr|Mrs|Ms|Vol|approx|e\.g|i\.e|cl|s|ss|Reg|Inc|Corp|vs|v|Pde|Ave|Cres|Ct|Tce|Hwy|etc)\.$/;

/** Sentence boundaries inside a unit: after . ! ? followed by space and an upper-case letter/digit. */
export function sentenceSpans(doc: DocText, unit: Span): Span[] {
  const text = doc.scan.slice(unit.start, unit.end);
  const spans: Span[] = [];
  let s = 0;
  const re = /[.!?](?=\s+["'(\u2022]?[A-Z0-9])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const before = text.slice(Math.max(0, m.index - 8), m.index + 1);
    if (ABBREV.test(before)) continue;
    if (/\b[A-Z]\.$/.test(before)) continue; // initials "A. Whitlock"
    spans.push({ start: unit.start + s, end: unit.start + m.index + 1 });
    s = m.index + 1;
  }
  spans.push({ start: unit.start + s, end: unit.end });
  return spans
    .map((sp) => trimSpan(doc, sp))
    .filter((sp) => sp.end > sp.start);
}

function trimSpan(doc: DocText, sp: Span): Span {
  let { start, end } = sp;
  while (start < end && /\s/.test(doc.raw[start] as string)) start++;
  while (end > start && /\s/.test(doc.raw[end - 1] as string)) end--;
  return { start, end };
}

// A unit's sentences, split once: a document that is one endless line with a mention in every
// sentence would otherwise be split again for each mention (quadratic).
const spansCache = new WeakMap<DocText, Map<number, Span[]>>();

function unitSentences(doc: DocText, unit: Span): Span[] {
  let byUnit = spansCache.get(doc);
  if (!byUnit) spansCache.set(doc, (byUnit = new Map()));
  let spans = byUnit.get(unit.start);
  if (!spans) byUnit.set(unit.start, (spans = sentenceSpans(doc, unit)));
  return spans;
}

/** The sentence (or table row) containing `offset`. */
export function sentenceAt(doc: DocText, offset: number): Span {
  const unit = unitAt(doc, offset);
  const spans = unitSentences(doc, unit);
  // The first span ending at or after the offset (spans are in order and do not overlap).
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Math.max((spans[mid] as Span).end, (spans[mid] as Span).start + 1) <= offset) lo = mid + 1;
    else hi = mid;
  }
  const found = spans[lo];
  const span = found && offset >= found.start ? found : (spans.find((sp) => sp.end >= offset) ?? trimSpan(doc, unit));
  return clipped(span, offset);
}

/** A real sentence is far shorter; text with no sentence ends is read a window around the offset. */
const MAX_SENTENCE = 3000;

function clipped(span: Span, offset: number): Span {
  if (span.end - span.start <= MAX_SENTENCE) return span;
  const start = Math.max(span.start, Math.min(offset - MAX_SENTENCE / 2, span.end - MAX_SENTENCE));
  return { start, end: Math.min(span.end, start + MAX_SENTENCE) };
}

/** Sentence text in scan form (for classification). */
export function sentenceScan(doc: DocText, sp: Span): string {
  return doc.scan.slice(sp.start, sp.end).replace(SPACE_RUN, ' ').trim();
}

const flowCache = new WeakMap<DocText, string>();

/**
 * The scan form with the line breaks inside a sentence turned into spaces (same length, so offsets
 * still point into the raw text): a label and its amount that a narrow column or OCR broke over two
 * lines ("... Rates" / "domestic waste charge for the year: $1,486.20") read as one line again.
 */
export function flowText(doc: DocText): string {
  const cached = flowCache.get(doc);
  if (cached !== undefined) return cached;
  let flow = '';
  let from = 0;
  for (let i = 0; i < doc.lines.length - 1; i++) {
    const line = doc.lines[i] as Line;
    if (doc.scan[line.end] === '\n' && continues(line, doc.lines[i + 1])) {
      flow += doc.scan.slice(from, line.end) + ' ';
      from = line.end + 1;
    }
  }
  flow += doc.scan.slice(from);
  flowCache.set(doc, flow);
  return flow;
}
