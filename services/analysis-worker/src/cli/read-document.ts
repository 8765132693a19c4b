import { detectKind, type DocumentKind } from '../extract/detect-kind.ts';
import { extractDocx } from '../extract/docx.ts';
import { extractPdfText } from '../extract/pdf.ts';
import { openPdf } from '../extract/pdfjs.ts';
import { extractTxt } from '../extract/txt.ts';
import { usableText, type ExtractedPage } from '../extract/types.ts';
import type { OcrEngine } from '../ocr/pool.ts';
import { ocrPagesWithoutText } from '../ocr/read-pages.ts';
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
    const read = await ocrPagesWithoutText(pdf.doc, pages, { ocr: options.ocr, concurrency: options.ocrConcurrency });
    return {
      kind,
      pages: read.pages,
      ocrPages: read.ocrPages,
      timings: { extract: Math.round(extracted - started), ocr: Math.round(performance.now() - extracted) },
    };
  } finally {
    await pdf.close();
  }
}
