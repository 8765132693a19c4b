// Text a PDF draws so that no reader sees it never reaches the engine or the LLM, and the result
// says it was there. Real pdf.js on a real PDF.
import { describe, expect, it } from 'vitest';
import { BAR_HEADING, HIDDEN_LINES, hiddenTextPdf } from '../../test/fixtures/hidden-text-pdf.ts';
import { hiddenTextOf } from './hidden-text.ts';
import { extractPdfText } from './pdf.ts';
import { openPdf } from './pdfjs.ts';

const VISIBLE = ['Address of property: 12 Quokka Lane, Ballarat Central VIC 3350', 'Vendor: Jordan Alexis Pemberton'];

async function read(bytes: Buffer) {
  const pdf = await openPdf(bytes);
  try {
    return await extractPdfText(pdf.doc);
  } finally {
    await pdf.close();
  }
}

describe('hidden text in a PDF', () => {
  it('leaves out invisible, white-on-nothing and sub-point text, keeps what a reader sees, and counts what it left out', async () => {
    const pages = await read(await hiddenTextPdf(VISIBLE, 'Zone: General Residential Zone - Schedule 1 (GRZ1)'));
    const [first, second] = pages;
    for (const line of VISIBLE) expect(first?.text).toContain(line);
    expect(first?.text).toContain(BAR_HEADING);
    expect(first?.text).toMatch(/Vendor solicitor: Pat Lee\s*$/m);
    for (const hidden of Object.values(HIDDEN_LINES)) {
      for (const words of [hidden.slice(0, 24), hidden.slice(-24)]) expect(first?.text).not.toContain(words);
    }
    const hiddenChars = Object.values(HIDDEN_LINES).reduce((n, s) => n + s.replace(/\s+/g, '').length, 0);
    expect(first?.hiddenChars).toBe(hiddenChars);
    expect(second?.text).toContain('General Residential Zone');
    expect(second?.hiddenChars).toBeUndefined();
    expect(hiddenTextOf(pages)).toEqual({ pages: [1], characters: hiddenChars });
  });

  it('says nothing of a page whose text layer OCR replaced (a scanned page\'s invisible OCR layer is usual)', () => {
    expect(
      hiddenTextOf([
        { number: 1, text: 'Read by OCR', source: 'ocr', hiddenChars: 400 },
        { number: 2, text: 'Plain text', source: 'text' },
      ]),
    ).toBeNull();
  });
});
