import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { LIMIT_MESSAGES, LIMITS } from './limits.ts';
import { OPS, type PDFDocumentProxy } from './pdfjs.ts';
import { shownTexts } from './pdf-hidden.ts';
import { itemsToText, type PositionedText } from './pdf-lines.ts';
import { visibleItems } from './pdf-visible-text.ts';
import { nonSpaceLength, THIN_PAGE_CHARS, usableText, type ExtractedPage } from './types.ts';

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObject]);

/**
 * Reads each page's text layer, one page at a time (so a long PDF never holds every page's items).
 * Text drawn so that no reader sees it (invisible, white on nothing, under 1 pt) is left out, and
 * counted in `hiddenChars`.
 */
export async function extractPdfText(
  doc: PDFDocumentProxy,
  onPage?: (done: number, total: number) => Promise<void> | void,
): Promise<ExtractedPage[]> {
  if (doc.numPages > LIMITS.pdfPages) throw new DocumentError(LIMIT_MESSAGES.pdfPages);
  const pages: ExtractedPage[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    // A page pdf.js cannot parse (a damaged or hostile object tree) makes the whole file damaged.
    const damaged = (error: unknown) => {
      throw new DocumentError(MESSAGES.damagedPdf, { cause: error });
    };
    const page = await doc.getPage(number).catch(damaged);
    try {
      const content = await page.getTextContent().catch(damaged);
      const drawn = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      // How each string is drawn is in the operator list (only read for pages with text: a page
      // without any is OCR'd from its picture anyway).
      const list = drawn.some((item) => item.str.trim() !== '') ? await page.getOperatorList().catch(damaged) : null;
      const { items, hiddenChars } = list ? visibleItems(drawn, shownTexts(list)) : { items: drawn, hiddenChars: 0 };
      const text = itemsToText(items);
      // Some text, but too little for a page of its own: a header or stamp over a scan?
      const thin = usableText(text) && nonSpaceLength(text) < THIN_PAGE_CHARS;
      const overImage = thin && list !== null && list.fnArray.some((op) => IMAGE_OPS.has(op));
      pages.push({ number, text, source: 'text', ...(overImage ? { thinTextOverImage: true } : {}), ...(hiddenChars > 0 ? { hiddenChars } : {}) });
    } finally {
      page.cleanup();
    }
    await onPage?.(number, doc.numPages);
  }
  return pages;
}
