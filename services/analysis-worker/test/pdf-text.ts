import { extractPdfText } from '../src/extract/pdf.ts';
import { openPdf } from '../src/extract/pdfjs.ts';

/** A PDF's pages read back as text with the worker's own reader, whitespace runs as one space (for tests on reports). */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await openPdf(bytes);
  try {
    const pages = await extractPdfText(pdf.doc);
    return { pages: pages.length, text: pages.map((p) => p.text).join('\n').replace(/\s+/g, ' ') };
  } finally {
    await pdf.close();
  }
}
