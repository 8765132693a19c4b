import { detectKind, type DocumentKind } from '../extract/detect-kind.ts';
import { extractDocx } from '../extract/docx.ts';
import { extractPdfText } from '../extract/pdf.ts';
import { openPdf } from '../extract/pdfjs.ts';
import { extractTxt } from '../extract/txt.ts';
import { usableText, type ExtractedPage } from '../extract/types.ts';
import type { OcrEngine } from '../ocr/pool.ts';
import { renderPageToPng } from '../ocr/render.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';

export interface ReadDocument {
  kind: DocumentKind;
  pages: ExtractedPage[];
  /** Pages read by OCR (PDF pages without a usable text layer). */
  ocrPages: number;
  /** Milliseconds spent extracting the text layer, and in OCR. */
  timings: { extract: number; ocr: number };
}

/**
 * The worker's extract + OCR steps on bytes in memory (no storage, no database): the kind from the
 * magic bytes, the text layer page by page, and OCR of the PDF pages that have none. Throws
 * DocumentError with the same user-readable messages the worker stores.
 */
export async function readDocument(bytes: Uint8Array, options: { ocr: OcrEngine; ocrConcurrency: number }): Promise<ReadDocument> {
  const kind = detectKind(bytes);
  if (!kind) throw new DocumentError(MESSAGES.unsupported);
  const started = performance.now();

  if (kind !== 'pdf') {
    const pages = kind === 'docx' ? await extractDocx(bytes) : extractTxt(bytes);
    if (!pages.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
    return { kind, pages, ocrPages: 0, timings: { extract: Math.round(performance.now() - started), ocr: 0 } };
  }

  const pdf = await openPdf(bytes);
  try {
    const pages = await extractPdfText(pdf.doc);
    const extracted = performance.now();
    const todo = pages.filter((page) => !usableText(page.text));
    const read = new Map<number, string>();
    // Same bound as the worker's OCR step: at most `ocrConcurrency` rendered pages in memory at once.
    const lane = async () => {
      for (let page = todo.shift(); page; page = todo.shift()) {
        const png = await renderPageToPng(pdf.doc, page.number);
        read.set(page.number, (await options.ocr.recognize(png)).trim());
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.ocrConcurrency, todo.length)) }, lane));
    const merged = pages.map((page) => {
      const text = read.get(page.number);
      return text === undefined ? page : { ...page, text, source: 'ocr' as const };
    });
    if (!merged.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
    return {
      kind,
      pages: merged,
      ocrPages: read.size,
      timings: { extract: Math.round(extracted - started), ocr: Math.round(performance.now() - extracted) },
    };
  } finally {
    await pdf.close();
  }
}
