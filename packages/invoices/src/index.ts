export { renderInvoicePdf, type Seller } from './invoice-pdf.ts';
export { invoiceFileName } from './file-name.ts';
