// Files built to explode: each is refused with a readable message before it can pin a worker, and a
// failed analysis gets its credit back.
import { UnrecoverableError } from 'bullmq';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, textImage, zip } from '../../test/fixtures/build.ts';
import { createHarness, jobContext, seedDocument, type Harness } from '../../test/harness.ts';
import { readDocument } from '../read/read-document.ts';
import { analyseDocumentHandler } from '../pipeline/handler.ts';
import { LIMIT_MESSAGES, LIMITS } from './limits.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const read = (bytes: Buffer) => readDocument(bytes, { ocr: h.ocr, ocrConcurrency: 1 });

function pdfOf(pages: number, draw: (doc: PDFKit.PDFDocument, page: number) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (let i = 0; i < pages; i++) {
    doc.addPage({ margin: 40 });
    draw(doc, i + 1);
  }
  doc.end();
  return done;
}

describe('hostile files', () => {
  it('a .docx whose part inflates a thousandfold is refused before it is inflated', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(30 * 1024 * 1024, 0x20), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(read(bomb)).rejects.toThrow(LIMIT_MESSAGES.docx);
  });

  it('a .docx of thousands of entries is refused', async () => {
    const many = zip([
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      ...Array.from({ length: LIMITS.docxEntries + 1 }, (_, i) => ({ name: `word/media/p${i}.xml`, data: Buffer.from('x') })),
    ]);
    await expect(read(many)).rejects.toThrow(LIMIT_MESSAGES.docx);
  });

  it('an ordinary .docx with a small compressed part still reads', async () => {
    const pages = await read(docx({ heading: 'Contract of Sale', paragraphs: ['Vendor: Pat Lee', 'Price: $650,000'] }));
    expect(pages.pages[0]?.text).toContain('Price: $650,000');
  });

  it(`a PDF of more than ${LIMITS.pdfPages} pages is refused without reading them`, async () => {
    const long = await pdfOf(LIMITS.pdfPages + 1, (doc, n) => doc.text(`Page ${n}`));
    await expect(read(long)).rejects.toThrow(LIMIT_MESSAGES.pdfPages);
  });

  it(`more than ${LIMITS.ocrPages} scanned pages are refused before any is read by OCR`, async () => {
    const tiny = textImage(['x']);
    const scans = await pdfOf(LIMITS.ocrPages + 1, (doc) => doc.image(tiny, 0, 0, { width: 50 }));
    await expect(read(scans)).rejects.toThrow(LIMIT_MESSAGES.ocrPages);
  });

  it('a text file of 50,000 form-feed pages fails the analysis with a message and gives the credit back', async () => {
    const pages = Buffer.from(Array.from({ length: 50_000 }, (_, i) => `Page ${i}: the vendor sells the land described in the particulars.`).join("\f"));
    const seeded = await seedDocument(h, pages, 'pages.txt', { consumed: true });
    const run = analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits })(
      { analysisId: seeded.analysisId },
      jobContext(h, seeded.analysisId).ctx,
    );
    await expect(run).rejects.toBeInstanceOf(UnrecoverableError);
    const row = await h.db.selectFrom('analyses').selectAll().where('id', '=', seeded.analysisId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', errorMessage: LIMIT_MESSAGES.text });
    const refunds = await h.db.selectFrom('creditLedger').selectAll().where('idempotencyKey', '=', `refund:${seeded.analysisId}`).execute();
    expect(refunds).toHaveLength(1);
  });

  it('more than 4 MB of text on one line is refused the same way', async () => {
    const seeded = await seedDocument(h, Buffer.alloc(LIMITS.engineChars + 10, 'a'), 'one-line.txt', { consumed: true });
    await expect(
      analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits })({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx),
    ).rejects.toThrow(LIMIT_MESSAGES.text);
  });
});
