// Plain text -> pages: form feeds (as pdftotext writes them) split pages; otherwise one page.
import type { DocumentPage } from '../result.ts';

export function splitTextIntoPages(text: string): DocumentPage[] {
  const parts = text.split('\f');
  if (parts.length > 1 && parts[parts.length - 1]?.trim() === '') parts.pop();
  return parts.map((t, i) => ({ number: i + 1, text: t }));
}
