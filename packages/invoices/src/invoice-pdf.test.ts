import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, SellerAbnMissingError } from './invoice-pdf.ts';
import { invoiceFileName } from './file-name.ts';
import { pdfFirstPageText } from './testing.ts';

const invoice = {
  paymentId: '9b7c1a52-4b7e-4c59-9d4c-4f0c9f3f4f10',
  invoiceNumber: 'DOCO-000042',
  issuedAt: '2026-11-24T03:00:00.000Z',
  buyer: { name: 'Grace Hopper', email: 'grace@example.com' },
  lines: [{ description: 'Quarterly plan', quantity: 1, amount: 7500 }],
  total: 7500,
  gst: 682,
  currency: 'aud',
};

describe('tax invoice PDF', () => {
  it('says Tax invoice, names seller and ABN, buyer, the line, the GST-inclusive total and the GST in it', async () => {
    const pdf = await renderInvoicePdf(invoice, { name: 'Doco Pty Ltd', abn: '12 345 678 901', address: 'Melbourne VIC 3000', email: 'support@doco.com.au' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfFirstPageText(pdf);
    for (const expected of ['Tax invoice', 'Doco Pty Ltd', 'ABN 12 345 678 901', 'DOCO-000042', 'Grace Hopper (grace@example.com)', 'Quarterly plan', 'A$75.00', 'A$6.82']) {
      expect(text).toContain(expected);
    }
  });

  it('refuses to issue a tax invoice while the seller has no ABN, and never prints a missing one', async () => {
    const seller = { name: 'Doco Pty Ltd', address: 'Melbourne VIC 3000', email: 'support@doco.com.au' };
    await expect(renderInvoicePdf(invoice, { ...seller, abn: undefined })).rejects.toBeInstanceOf(SellerAbnMissingError);
    await expect(renderInvoicePdf(invoice, { ...seller, abn: '  ' })).rejects.toThrow(/INVOICE_ABN/);
    const text = await pdfFirstPageText(await renderInvoicePdf(invoice, { ...seller, abn: '12 345 678 901' }));
    expect(text).not.toMatch(/not set/i);
  });

  it('names its file after the invoice number, without characters a header or a file system would mind', () => {
    expect(invoiceFileName('DOCO-000042')).toBe('tax-invoice-DOCO-000042.pdf');
    expect(invoiceFileName('A"/\r\nB')).toBe('tax-invoice-A____B.pdf');
  });
});
