import PDFDocument from 'pdfkit';
import { formatAud as aud, type InvoiceData } from '@doco/contracts';

export interface Seller {
  name: string;
  /** INVOICE_ABN: without it no tax invoice is issued (production refuses to start without it). */
  abn: string | undefined;
  address: string;
  email: string;
}

/** A tax invoice was asked for while the seller's ABN is not set: none is issued (issue 27). */
export class SellerAbnMissingError extends Error {
  override name = 'SellerAbnMissingError';
  constructor() {
    super("No tax invoice is issued until the seller's ABN (INVOICE_ABN) is set");
  }
}

/** Whether tax invoices can be issued with this seller: an invoice without an ABN is no tax invoice. */
export const issuesTaxInvoices = (seller: Seller): seller is Seller & { abn: string } => Boolean(seller.abn?.trim());

// One date style across the product: "13 Mar 2026".
const day = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date(iso));

/**
 * A tax invoice as the ATO describes one for a sale of A$1,000 or less with GST: the words "Tax
 * invoice", the seller's name and ABN, the date, what was sold, and the GST-inclusive price with the
 * GST it contains. The buyer's name and email are shown too.
 */
export function renderInvoicePdf(invoice: InvoiceData, seller: Seller): Promise<Buffer> {
  if (!issuesTaxInvoices(seller)) return Promise.reject(new SellerAbnMissingError());
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Tax invoice ${invoice.invoiceNumber}`, Author: seller.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text('Tax invoice');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(seller.name);
  doc.text(`ABN ${seller.abn}`);
  doc.text(seller.address);
  doc.text(seller.email);
  doc.moveDown();
  doc.text(`Invoice number: ${invoice.invoiceNumber}`);
  doc.text(`Date: ${day(invoice.issuedAt)}`);
  doc.text(`Billed to: ${invoice.buyer.name} (${invoice.buyer.email})`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Description', { continued: true }).text('Amount (incl. GST)', { align: 'right' });
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    doc.text(`${line.description}${line.quantity > 1 ? ` x ${line.quantity}` : ''}`, { continued: true }).text(aud(line.amount), { align: 'right' });
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Total (incl. GST)', { continued: true }).text(aud(invoice.total), { align: 'right' });
  doc.font('Helvetica').text('GST included in total', { continued: true }).text(aud(invoice.gst), { align: 'right' });
  doc.moveDown(2).fontSize(8).fillColor('#555555').text('Prices are in Australian dollars and include GST. Keep this invoice for your records.');
  doc.end();
  return done;
}
