const amount = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as A$1,234.56 (the product shows AUD with the A$ prefix). */
export function formatAud(cents: number): string {
  return `A$${amount.format(cents / 100)}`;
}
