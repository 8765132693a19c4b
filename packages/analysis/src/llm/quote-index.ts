// Finds a quote the model returned in the document's own text, page by page.
import type { Quote } from '../result.ts';
import { escapeRegex, normaliseWhitespace } from '../text/normalise.ts';

export interface QuoteLine {
  page: number;
  /** Offset of the line in `raw`. */
  start: number;
  /** A header or footer repeated on most pages: never a finding's quote. */
  running: boolean;
  heading: string | null;
  section: string | null;
}

/** The document's raw text and its lines in order (the engine's DocText is one). */
export interface QuoteIndex {
  raw: string;
  lines: readonly QuoteLine[];
}

function lineAtOffset(index: QuoteIndex, offset: number): QuoteLine | undefined {
  let lo = 0;
  let hi = index.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((index.lines[mid] as QuoteLine).start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return index.lines[lo];
}

/**
 * Finds the quote in the raw text allowing any whitespace between words; returns its location.
 * With `page`, only that page is searched: a quote the model places on the wrong page is not kept.
 */
export function locateQuote(index: QuoteIndex, quote: string, page?: number): Quote | null {
  const q = normaliseWhitespace(quote);
  if (q.length < 8) return null;
  const pattern = q
    .split(' ')
    .map((w) => escapeRegex(w))
    .join('\\s+');
  const re = new RegExp(pattern, 'g');
  for (const m of index.raw.matchAll(re)) {
    const line = lineAtOffset(index, m.index ?? 0);
    if (!line || line.running || (page !== undefined && line.page !== page)) continue;
    return { text: q, page: line.page, section: line.heading ?? line.section };
  }
  return null;
}
