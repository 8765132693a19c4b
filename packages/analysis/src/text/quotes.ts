// Verbatim quotes: every concern's context is a whitespace-normalised substring of the document.
import type { DocumentPage, Quote } from '../result.ts';
import type { DocText } from './doc.ts';
import { lineAt } from './doc.ts';
import { mendPages } from './mend.ts';
import { normaliseWhitespace } from './normalise.ts';
import { sentenceAt, type Span } from './sentences.ts';

const MAX_QUOTE = 320;

/** Quote the sentence around [offset, offset+length), trimmed to a window when very long. */
/** A sentence run across a page break is quoted on the page of its focus, without the running lines between. */
function onFocusPage(doc: DocText, sp: Span, focus: number): Span {
  const first = lineAt(doc, sp.start);
  const last = lineAt(doc, Math.max(sp.start, sp.end - 1));
  if (first.page === last.page) return sp;
  const page = lineAt(doc, focus).page;
  const kept = doc.lines.slice(first.index, last.index + 1).filter((l) => l.page === page && !l.running && l.scan.trim() !== '');
  const a = kept[0];
  const b = kept[kept.length - 1];
  return a && b ? { start: Math.max(sp.start, a.start), end: Math.min(sp.end, b.end) } : sp;
}

export function quoteAt(doc: DocText, offset: number, length = 0): Quote {
  const sp = sentenceAt(doc, offset);
  return quoteSpan(doc, sp, offset, length);
}

export function quoteSpan(doc: DocText, sp: Span, focus = sp.start, length = 0): Quote {
  let { start, end } = onFocusPage(doc, sp, focus);
  if (end - start > MAX_QUOTE) {
    const half = Math.floor((MAX_QUOTE - length) / 2);
    start = Math.max(start, focus - half);
    end = Math.min(end, focus + length + half);
    // Snap to word boundaries so the quote does not start or end mid-word.
    while (start > sp.start && /\S/.test(doc.raw[start - 1] as string)) start++;
    while (end < sp.end && /\S/.test(doc.raw[end] as string)) end--;
  }
  const line = lineAt(doc, focus);
  return {
    text: normaliseWhitespace(doc.raw.slice(start, end)),
    page: line.page,
    section: line.heading ?? line.section,
  };
}

/** The whole document in the form quotes are compared against: its mended text layer, whitespace normalised. */
export function normalisedDocument(pages: DocumentPage[]): string {
  return normaliseWhitespace(mendPages(pages).map((p) => p.text).join('\n'));
}

/** True when `quote` appears verbatim (whitespace-normalised) in the document. */
export function quoteFound(pages: DocumentPage[] | string, quote: string): boolean {
  const hay = typeof pages === 'string' ? pages : normalisedDocument(pages);
  const q = normaliseWhitespace(quote);
  return q.length > 0 && hay.includes(q);
}

/** "Page 2, Section 3.4 – Planning" */
export function formatLocation(q: Quote): string {
  return q.section ? `Page ${q.page}, ${q.section}` : `Page ${q.page}`;
}
