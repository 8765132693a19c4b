import { Info } from 'lucide-react';
import type { QuoteMatch } from '../../lib/find-quote.ts';

/** The class of every highlighted part of a quote (text or PDF mode). */
export const HIGHLIGHT_CLASS = 'evidence-highlight rounded-sm bg-yellow-300/80 text-inherit';

export const NOT_EXACT = 'Quote not found exactly on this page. The closest line is highlighted.';
export const NOT_FOUND = 'Quote not found on this page.';

/** Says whether the quote was found on the page, once the page has been searched. */
export function MatchStatus({ match, searched }: { match: QuoteMatch | null; searched: boolean }) {
  if (!searched || match?.exact) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {match ? NOT_EXACT : NOT_FOUND}
    </p>
  );
}
