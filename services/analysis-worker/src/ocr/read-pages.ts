import type { PDFDocumentProxy } from '../extract/pdfjs.ts';
import { needsOcr, nonSpaceLength, usableText, type ExtractedPage } from '../extract/types.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { LIMIT_MESSAGES, LIMITS } from '../extract/limits.ts';
import type { OcrEngine, OcrText } from './pool.ts';
import { soleImageOf } from './page-image.ts';
import { renderPageToPng } from './render.ts';

/**
 * Reads the PDF pages that have no usable text layer, or a thin one over a picture (a scanned plan
 * inside a text PDF), with OCR and merges the text back in page order. At most `concurrency` pages of this document are rendered at once (a rendered page is a
 * few MB); the shared pool bounds OCR across every job of the process. Throws when no page has text.
 */
export async function ocrPagesWithoutText(
  pdf: PDFDocumentProxy,
  pages: ExtractedPage[],
  options: {
    ocr: OcrEngine;
    concurrency: number;
    /** Before the n-th scanned page (1-based) of `total` is read. */
    onStart?: (n: number, total: number) => Promise<void> | void;
    onPage?: (done: number, total: number, page: number) => Promise<void> | void;
  },
): Promise<{ pages: ExtractedPage[]; ocrPages: number }> {
  const todo = pages.filter(needsOcr);
  if (todo.length > LIMITS.ocrPages) throw new DocumentError(LIMIT_MESSAGES.ocrPages);
  const read = new Map<number, OcrText>();
  const queue = [...todo];
  let done = 0;
  let started = 0;
  const lane = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      started++;
      await options.onStart?.(started, todo.length);
      // A scan page is read from its own picture; a page with some text (a header) is rendered whole.
      const png = (!page.thinTextOverImage && (await soleImageOf(pdf, page.number))) || (await renderPageToPng(pdf, page.number));
      const { text, confidence } = await options.ocr.recognize(png);
      read.set(page.number, { text: text.trim(), confidence });
      done++;
      await options.onPage?.(done, todo.length, page.number);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, todo.length)) }, lane));
  const merged = pages.map((page) => {
    const ocr = read.get(page.number);
    // OCR reads the whole page, header included; a thin layer stays only if OCR found even less.
    if (ocr === undefined || nonSpaceLength(ocr.text) < nonSpaceLength(page.text)) return page;
    const { thinTextOverImage: _thin, ...rest } = page;
    return { ...rest, text: ocr.text, source: 'ocr' as const, ocrConfidence: ocr.confidence };
  });
  if (!merged.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
  return { pages: merged, ocrPages: todo.length };
}
