// Real packs are text PDFs with some pages that are scans only: a plan of subdivision, a rates
// notice. Those pages must be read by OCR and merged in page order, including a scanned page whose
// text layer is only a header line.
import { afterAll, describe, expect, it } from 'vitest';
import { mixedPdf } from '../../test/fixtures/build.ts';
import { readDocument } from '../read/read-document.ts';
import { createOcrPool } from './pool.ts';

const ocr = createOcrPool({ size: 2 });
afterAll(() => ocr.terminate());

const TEXT_PAGE = 'CONTRACT OF SALE OF REAL ESTATE. Particulars of sale. The vendor sells and the purchaser buys the land described below. '.repeat(4);
const LAST_PAGE = 'SPECIAL CONDITIONS. The purchaser acknowledges the easements shown on the plan of subdivision. '.repeat(4);
const SCAN = ['PLAN OF SUBDIVISION PS 804417L', 'EASEMENT E-1 DRAINAGE 2 METRES WIDE', 'LOT 3 AREA 612 SQUARE METRES'];

describe('mixed PDFs', () => {
  it('read a scanned page between text pages by OCR, in page order', async () => {
    const read = await readDocument(await mixedPdf(TEXT_PAGE, SCAN, { trailingTextPage: LAST_PAGE }), { ocr, ocrConcurrency: 2 });
    expect(read.pages.map((p) => p.source)).toEqual(['text', 'ocr', 'text']);
    expect(read.pages[1]?.text).toMatch(/EASEMENT E-1 DRAINAGE/);
    expect(read.pages[0]?.text).toContain('CONTRACT OF SALE');
    expect(read.pages[2]?.text).toContain('SPECIAL CONDITIONS');
    expect(read.ocrPages).toBe(1);
  }, 60_000);

  it('read a scanned page whose text layer is only a header', async () => {
    const header = 'Vendor statement - annexure B - page 2 of 3';
    const read = await readDocument(await mixedPdf(TEXT_PAGE, SCAN, { header, trailingTextPage: LAST_PAGE }), { ocr, ocrConcurrency: 2 });
    expect(read.pages[1]?.source).toBe('ocr');
    expect(read.pages[1]?.text).toMatch(/LOT 3 AREA 612 SQUARE METRES/);
    expect(read.pages[0]?.source).toBe('text');
    expect(read.pages[2]?.source).toBe('text');
    expect(read.ocrPages).toBe(1);
  }, 60_000);
});
