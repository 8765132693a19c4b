// What a notice reader returns: a year's charge in cents, and where the notice states it.
import { lineAt, type DocText } from '../text/doc.ts';
import type { Annual } from './notice-text.ts';

export interface NoticeReading extends Annual {
  page: number;
  /** The line that states it, as the document gives it. */
  quote: string;
}

export function noticeReading(doc: DocText, annual: Annual | null): NoticeReading | null {
  if (!annual) return null;
  const line = lineAt(doc, annual.offset);
  return { ...annual, page: line.page, quote: line.text.trim() };
}
