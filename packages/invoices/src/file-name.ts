/** The file name a tax invoice is downloaded or attached as. */
export const invoiceFileName = (invoiceNumber: string) => `tax-invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
