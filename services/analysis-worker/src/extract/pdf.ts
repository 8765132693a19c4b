import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { LIMIT_MESSAGES, LIMITS } from './limits.ts';
import { OPS, type PDFDocumentProxy } from './pdfjs.ts';
import { itemsToText, type PositionedText } from './pdf-lines.ts';
import { nonSpaceLength, THIN_PAGE_CHARS, usableText, type ExtractedPage } from './types.ts';

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObject]);

/** Whether the page paints a picture (only asked of pages whose text is thin, to keep text PDFs fast). */
async function paintsImage(page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>): Promise<boolean> {
  const list = await page.getOperatorList();
  return list.fnArray.some((op) => IMAGE_OPS.has(op));
}

/** Reads each page's text layer, one page at a time (so a long PDF never holds every page's items). */
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
      const items = content.items.filter((item): item is PositionedText & typeof item => 'str' in item);
      const text = itemsToText(items);
      // Some text, but too little for a page of its own: a header or stamp over a scan? (No text at all
      // is OCR'd anyway, from the picture itself.)
      const thin = usableText(text) && nonSpaceLength(text) < THIN_PAGE_CHARS;
      pages.push({ number, text, source: 'text', ...(thin && (await paintsImage(page)) ? { thinTextOverImage: true } : {}) });
    } finally {
      page.cleanup();
    }
    await onPage?.(number, doc.numPages);
  }
  return pages;
}
