import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { QuoteMatch, QuoteRange } from '../../lib/find-quote.ts';
import { findQuote } from '../../lib/find-quote.ts';
import { HIGHLIGHT_CLASS } from './match-status.tsx';

/** One line with its highlighted parts in <mark>. */
function lineWithMarks(text: string, ranges: QuoteRange[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={HIGHLIGHT_CLASS}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** A Word or text document's page as the analysis read it, the quote highlighted. */
export function TextPage({ text, quote, onMatch }: { text: string; quote: string | null; onMatch: (match: QuoteMatch | null) => void }) {
  const lines = useMemo(() => text.split('\n'), [text]);
  const match = useMemo(() => (quote ? findQuote(lines, quote) : null), [lines, quote]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onMatch(match);
    box.current?.querySelector('mark')?.scrollIntoView?.({ block: 'center' });
  }, [match, onMatch]);
  if (text.trim() === '') return <p className="p-4 text-sm text-muted-foreground">This page has no text.</p>;
  return (
    <div ref={box} className="whitespace-pre-wrap break-words rounded-md border bg-background p-4 font-serif text-sm leading-relaxed">
      {lines.map((line, i) => (
        <div key={i}>{lineWithMarks(line, match?.ranges.filter((r) => r.item === i) ?? []) }{line === '' ? '\u00a0' : null}</div>
      ))}
    </div>
  );
}
