import { DocumentError } from '../pipeline/errors.ts';
import type { ExtractedPage } from './types.ts';

// What one analysis reads at most. A real pack is 20-60 pages and well under 1 MB of text; these
// bounds keep a hostile file from pinning a worker (README "Limits of what is read").
export const LIMITS = {
  /** PDF pages whose text is extracted. */
  pdfPages: 300,
  /** Pages read by OCR (scans are slow: about a second each). */
  ocrPages: 100,
  /** Pages the engine reads (a TXT file's form feeds make pages too). */
  enginePages: 600,
  /** Characters the engine reads. */
  engineChars: 4 * 1024 * 1024,
  /** Pixels of one decoded PDF image (pdf.js maxImageSize): 10,000 x 10,000. */
  imagePixels: 100_000_000,
  /** A .docx: entries in its zip, their total inflated size, and the worst inflation ratio of one entry. */
  docxEntries: 5_000,
  docxInflatedBytes: 200 * 1024 * 1024,
  docxRatio: 200,
  /** The sandbox child that reads one document or runs the engine: resident memory (MB) and wall-clock time. */
  sandboxMemoryMb: 512,
  sandboxTimeoutMs: 5 * 60_000,
} as const;

export const LIMIT_MESSAGES = {
  pdfPages: `This document has more than ${LIMITS.pdfPages} pages. Please upload the contract and vendor statement on their own.`,
  ocrPages: `This document has more than ${LIMITS.ocrPages} scanned pages. Please upload the contract and vendor statement on their own, or a text PDF.`,
  text: 'This document holds more text than one contract and vendor statement could. Please upload the contract and vendor statement on their own.',
  docx: 'This Word document is built in a way we cannot safely open (it expands to far more than a real document). Please save it again or upload it as a PDF.',
} as const;

/** The text handed to the engine stays within its bounds, else the analysis fails with a readable message. */
export function assertReadableSize(pages: ExtractedPage[]): void {
  if (pages.length > LIMITS.enginePages) throw new DocumentError(LIMIT_MESSAGES.text);
  let chars = 0;
  for (const page of pages) {
    chars += page.text.length;
    if (chars > LIMITS.engineChars) throw new DocumentError(LIMIT_MESSAGES.text);
  }
}
