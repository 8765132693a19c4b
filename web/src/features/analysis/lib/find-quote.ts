// Finding a report's quote on its page, in the page's own pieces of text (a PDF page's text items, or
// the lines of a Word or text page). Only letters and digits are compared, case folded: line breaks,
// hyphens at line ends, spacing and punctuation may differ between the page and the quote (the engine
// mends the text it quotes), and the words still match.

/** Part of one piece of text: [start, end) in its own characters. */
export interface QuoteRange {
  item: number;
  start: number;
  end: number;
}

export interface QuoteMatch {
  /** The quote's words were found in order; otherwise `ranges` is the one piece closest to it. */
  exact: boolean;
  ranges: QuoteRange[];
}

const fold = (text: string) => text.normalize('NFKD').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** Fewer letters and digits than this is no quote to look for. */
const MIN_QUOTE = 3;

/** Where `quote` is in `items`, or the piece that shares most of its words, or null. */
export function findQuote(items: readonly string[], quote: string): QuoteMatch | null {
  const needle = fold(quote);
  if (needle.length < MIN_QUOTE) return null;
  let haystack = '';
  const origin: { item: number; offset: number }[] = [];
  items.forEach((text, item) => {
    for (let offset = 0; offset < text.length; offset++) {
      const folded = fold(text[offset] as string);
      haystack += folded;
      for (let k = 0; k < folded.length; k++) origin.push({ item, offset });
    }
  });
  const at = haystack.indexOf(needle);
  if (at >= 0) return { exact: true, ranges: rangesOf(origin.slice(at, at + needle.length)) };
  const best = closestItem(items, quote);
  return best === null ? null : { exact: false, ranges: [{ item: best, start: 0, end: (items[best] as string).length }] };
}

/** Consecutive characters grouped by the piece they are in. */
function rangesOf(chars: { item: number; offset: number }[]): QuoteRange[] {
  const ranges: QuoteRange[] = [];
  for (const { item, offset } of chars) {
    const last = ranges[ranges.length - 1];
    if (last?.item === item) last.end = offset + 1;
    else ranges.push({ item, start: offset, end: offset + 1 });
  }
  return ranges;
}

/** The piece holding most of the quote's words (of 3 letters or more), or null when none holds any. */
function closestItem(items: readonly string[], quote: string): number | null {
  const words = [...new Set(quote.split(/\s+/).map(fold).filter((w) => w.length >= 3))];
  let best: number | null = null;
  let bestScore = 0;
  items.forEach((text, item) => {
    const folded = fold(text);
    const score = words.filter((w) => folded.includes(w)).length;
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  });
  return best;
}

/** The page a concern's location names ('Page 3, Special conditions'), or null. */
export function pageOfLocation(location: string | null | undefined): number | null {
  const found = location ? /\bpage\s+(\d{1,4})\b/i.exec(location) : null;
  const page = found ? Number(found[1]) : 0;
  return page >= 1 ? page : null;
}
