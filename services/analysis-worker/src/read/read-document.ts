import { detectKind, type DocumentKind } from '../extract/detect-kind.ts';
import { extractPdfText } from '../extract/pdf.ts';
import { openPdf } from '../extract/pdfjs.ts';
import { extractTxt } from '../extract/txt.ts';
import { usableText, type ExtractedPage } from '../extract/types.ts';
import type { OcrEngine } from '../ocr/pool.ts';
import { ocrPagesWithoutText } from '../ocr/read-pages.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { readPhoto } from '../photo/read-photo.ts';

export interface ReadDocument {
  kind: DocumentKind;
  pages: ExtractedPage[];
  /** Pages read by OCR (PDF pages without a usable text layer). */
  ocrPages: number;
  /** Milliseconds spent extracting the text layer, and in OCR. */
  timings: { extract: number; ocr: number };
  /** A pack's files (read-pack.ts, issue 28), each with its share of `pages`, in order; absent for one file. */
  files?: { name: string; pageCount: number }[];
}

export interface ReadOptions {
  ocr: OcrEngine;
  /** Pages of this document read by OCR at once. */
  ocrConcurrency: number;
  /**
   * Progress: after each PDF page's text layer ('extracting'), and around each page read by OCR
   * ('ocr', with 'Reading scanned page n of m' while one is being read).
   */
  onProgress?: (stage: 'extracting' | 'ocr', done: number, total: number, detail?: string) => Promise<void> | void;
}

/**
 * Reading a document, the one path for the worker (inside its sandbox child) and the CLI: the kind
 * from the magic bytes, the text layer page by page, and OCR of the PDF pages that have none (or
 * only a thin layer over a scan). Throws DocumentError with the user-readable messages the worker stores.
 */
export async function readDocument(bytes: Uint8Array, options: ReadOptions): Promise<ReadDocument> {
  const kind = detectKind(bytes);
  if (!kind) throw new DocumentError(MESSAGES.unsupported);
  if (kind === 'image') return readPhoto(bytes, options);
  const started = performance.now();

  if (kind !== 'pdf') {
    // mammoth is loaded only for a Word document: a sandbox child reading a PDF never evaluates it.
    const pages = kind === 'docx' ? await (await import('../extract/docx.ts')).extractDocx(bytes) : extractTxt(bytes);
    if (!pages.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
    return { kind, pages, ocrPages: 0, timings: { extract: Math.round(performance.now() - started), ocr: 0 } };
  }

  const pdf = await openPdf(bytes);
  try {
    const pages = await extractPdfText(pdf.doc, (done, total) => options.onProgress?.('extracting', done, total));
    const extracted = performance.now();
    let reading = '';
    const read = await ocrPagesWithoutText(pdf.doc, pages, {
      ocr: options.ocr,
      concurrency: options.ocrConcurrency,
      onStart: (n, total) => {
        reading = `Reading scanned page ${n} of ${total}`;
        return options.onProgress?.('ocr', n - 1, total, reading);
      },
      onPage: (done, total) => options.onProgress?.('ocr', done, total, done < total ? reading : undefined),
    });
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
