// The one money format of the product (web, report, invoices, mails, CLI): integer cents in,
// "A$1,234.56" out (negative: "-A$5.00"). en-AU prints AUD as a bare "$"; Doco says A$.

const amount = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAud(cents: number): string {
  return `${cents < 0 ? '-' : ''}A$${amount.format(Math.abs(cents) / 100)}`;
}
