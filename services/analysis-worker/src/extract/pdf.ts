import type { PDFDocumentProxy } from './pdfjs.ts';
import { itemsToText, type PositionedText } from './pdf-lines.ts';
import type { ExtractedPage } from './types.ts';

/** Reads each page's text layer, one page at a time (so a long PDF never holds every page's items). */
export async function extractPdfText(
  doc: PDFDocumentProxy,
  onPage?: (done: number, total: number) => Promise<void> | void,
): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    try {
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      pages.push({ number, text: itemsToText(items), source: 'text' });
    } finally {
      page.cleanup();
    }
    await onPage?.(number, doc.numPages);
  }
  return pages;
}
