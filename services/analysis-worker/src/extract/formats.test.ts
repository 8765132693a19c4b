import { describe, expect, it } from 'vitest';
import { docx, encryptedPdf, imageOnlyPdf, textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { MESSAGES } from '../pipeline/errors.ts';
import { extractDocx } from './docx.ts';
import { extractPdfText } from './pdf.ts';
import { openPdf } from './pdfjs.ts';

describe('PDF text extraction', () => {
  it('reads each page of a text PDF in order, line by line', async () => {
    const pdf = await openPdf(await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]));
    try {
      const pages = await extractPdfText(pdf.doc);
      expect(pages.map((p) => p.number)).toEqual([1, 2]);
      expect(pages[0]?.text).toContain('Address of property: 12 Quokka Lane, Ballarat Central VIC 3350');
      expect(pages[0]?.text.split('\n')).toContain('Vendor: Jordan Alexis Pemberton');
      expect(pages[1]?.text).toContain('Overlay: Heritage Overlay - Schedule 123 (HO123).');
      expect(pages[1]?.text).not.toContain('Quokka');
    } finally {
      await pdf.close();
    }
  });

  it('finds no text layer on an image-only page', async () => {
    const pdf = await openPdf(await imageOnlyPdf([['IMAGE ONLY PAGE']]));
    try {
      const pages = await extractPdfText(pdf.doc);
      expect(pages).toHaveLength(1);
      expect(pages[0]?.text.trim()).toBe('');
    } finally {
      await pdf.close();
    }
  });

  it('refuses a password-protected PDF with a message the user can act on', async () => {
    await expect(openPdf(await encryptedPdf('secret contract'))).rejects.toThrow(MESSAGES.passwordProtected);
  });

  it('refuses a damaged PDF', async () => {
    const good = await textPdf(['x']);
    await expect(openPdf(Buffer.concat([good.subarray(0, 20), Buffer.from('garbage'.repeat(20))]))).rejects.toThrow(MESSAGES.damagedPdf);
  });
});

describe('DOCX extraction', () => {
  it('reads headings, paragraphs and table rows (cells side by side)', async () => {
    const pages = await extractDocx(
      docx({ heading: "Section 32 Vendor's Statement", paragraphs: ['Vendor: Jordan Alexis Pemberton'], table: [['Council rates', '$2,104.60']] }),
    );
    expect(pages).toHaveLength(1);
    const lines = pages[0]!.text.split('\n').filter(Boolean);
    expect(lines).toEqual(["Section 32 Vendor's Statement", 'Vendor: Jordan Alexis Pemberton', 'Council rates   $2,104.60']);
  });

  it('refuses a damaged Word document', async () => {
    const good = docx({ heading: 'H', paragraphs: ['p'] });
    await expect(extractDocx(good.subarray(0, 60))).rejects.toThrow(MESSAGES.damagedDocx);
  });
});
