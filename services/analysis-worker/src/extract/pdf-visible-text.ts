// Removes from pdf.js's text items the characters drawn hidden (pdf-hidden.ts). Text items and
// shown strings follow the same content stream, but pdf.js joins and splits strings into items and
// adds spaces of its own, so the two are matched character by character, spaces aside.
import type { ShownText } from './pdf-hidden.ts';
import type { PositionedText } from './pdf-lines.ts';

/** How far ahead a character is looked for when the two sequences disagree (a glyph pdf.js mapped differently). */
const RESYNC_WINDOW = 64;
const SPACE = /\s/;

export interface VisibleText<T extends PositionedText> {
  items: T[];
  /** Characters (spaces aside) removed because they were drawn hidden. */
  hiddenChars: number;
}

export function visibleItems<T extends PositionedText>(items: readonly T[], shown: readonly ShownText[]): VisibleText<T> {
  if (!shown.some((s) => s.hidden)) return { items: [...items], hiddenChars: 0 };
  const stream: { ch: string; hidden: boolean }[] = [];
  for (const s of shown) for (const ch of s.text.normalize('NFKC')) if (!SPACE.test(ch)) stream.push({ ch, hidden: s.hidden });

  let at = 0;
  /** Whether this character of an item was drawn hidden; a character not found in the drawing counts as seen. */
  const hiddenChar = (ch: string): boolean => {
    const end = Math.min(stream.length, at + RESYNC_WINDOW);
    for (let i = at; i < end; i++) {
      if (stream[i]?.ch !== ch) continue;
      at = i + 1;
      return stream[i]?.hidden === true;
    }
    return false;
  };

  let hiddenChars = 0;
  const out: T[] = [];
  for (const item of items) {
    let kept = '';
    let dropped = 0;
    for (const ch of item.str.normalize('NFKC')) {
      if (SPACE.test(ch)) kept += ch;
      else if (hiddenChar(ch)) dropped++;
      else kept += ch;
    }
    if (dropped === 0) {
      out.push(item);
      continue;
    }
    hiddenChars += dropped;
    const str = kept.replace(/\s+/g, ' ').trim();
    if (str !== '') out.push({ ...item, str });
  }
  return { items: out, hiddenChars };
}
