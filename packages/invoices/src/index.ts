export { issuesTaxInvoices, renderInvoicePdf, SellerAbnMissingError, type Seller } from './invoice-pdf.ts';
export { invoiceFileName } from './file-name.ts';
