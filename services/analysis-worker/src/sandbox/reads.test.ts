import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { docx, imageOnlyPdf, textImage, textPdf } from '../../test/fixtures/build.ts';
import { SCANNED_LINES, SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { hasNativeTesseract, nativeTesseractTitle } from '../../test/native-tesseract.ts';
import { runInSandbox } from './run.ts';

// Under its restrictions (sandbox/launch.ts) the child still reads every kind of document, with each
// OCR engine, and the engine's child analyses what it read.

const read = (bytes: Buffer, ocrEngine: 'auto' | 'native' | 'tesseractjs' = 'auto') => runInSandbox({ task: 'read', bytes, ocrConcurrency: 1, ocrEngine });

/** One page holding two pictures: not a plain scan, so pdf.js draws it (with the canvas addon) for OCR. */
function twoPicturePdf(top: string[], bottom: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.image(textImage(top), 0, 0, { width: doc.page.width });
  doc.image(textImage(bottom), 0, doc.page.height / 2, { width: doc.page.width });
  doc.end();
  return done;
}

/** A one-page scan read by OCR with `engine`: its text, and the confidence the engine gave it. */
async function readsScan(engine: 'native' | 'tesseractjs') {
  const scan = await read(await imageOnlyPdf([SCANNED_LINES]), engine);
  expect(scan.ocrPages).toBe(1);
  expect(scan.pages[0]?.text).toContain('CONTRACT OF SALE OF REAL ESTATE');
  // Its confidence comes across from the engine with the text (a clean render reads well).
  expect(scan.pages[0]).toMatchObject({ source: 'ocr', ocrConfidence: expect.any(Number) });
  expect(scan.pages[0]?.ocrConfidence).toBeGreaterThanOrEqual(70);
}

describe('the sandboxed child still reads and analyses documents', () => {
  it('reads a TXT, a DOCX and a text PDF, and the engine child analyses the PDF', async () => {
    expect((await read(Buffer.from(`${SECTION32_PAGE_1}\n`))).pages[0]?.text).toContain('Quokka Lane');
    const word = await read(docx({ heading: "Vendor's statement", paragraphs: [SECTION32_PAGE_2] }));
    expect(word.pages.map((p) => p.text).join('\n')).toContain('Heritage Overlay');

    const pdf = await read(await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]));
    expect(pdf).toMatchObject({ kind: 'pdf', ocrPages: 0 });
    const result = await runInSandbox({ task: 'analyse', input: { pages: pdf.pages.map(({ number, text }) => ({ number, text })), fileName: 's32.pdf' } });
    expect(result.result.concerns.length).toBeGreaterThan(0);
  });

  // Native tesseract where it is on PATH (CI); without it, that case is reported as skipped (test/native-tesseract.ts).
  it.skipIf(!hasNativeTesseract)(nativeTesseractTitle('reads a scanned PDF by OCR with native tesseract'), () => readsScan('native'));
  it('reads a scanned PDF by OCR with tesseract.js', () => readsScan('tesseractjs'));

  it('draws a page that is not a plain scan with the canvas, and reads it by OCR', async () => {
    const drawn = await read(await twoPicturePdf(['SPECIAL CONDITIONS'], ['SETTLEMENT 30 JUNE 2026']));
    expect(drawn.ocrPages).toBe(1);
    expect(drawn.pages[0]?.text).toContain('SPECIAL CONDITIONS');
    expect(drawn.pages[0]?.text).toContain('SETTLEMENT 30 JUNE 2026');
  });
});
