import type { HiddenText } from '@doco/contracts';
import type { ExtractedPage } from './types.ts';

/**
 * The hidden text a document carried, from the pages read from their text layer. A page read by OCR
 * instead is left out: its text layer was not used (a scanned page's invisible OCR layer is usual).
 */
export function hiddenTextOf(pages: readonly ExtractedPage[]): HiddenText | null {
  const withHidden = pages.filter((p) => p.source === 'text' && (p.hiddenChars ?? 0) > 0);
  if (withHidden.length === 0) return null;
  return { pages: withHidden.map((p) => p.number), characters: withHidden.reduce((sum, p) => sum + (p.hiddenChars ?? 0), 0) };
}
