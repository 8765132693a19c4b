// Display formats of the look-and-feel guide: money as A$1,234.56 and dates as 3 Mar 2026 (en-AU).

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const date = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** Integer cents → "A$1,234.56". en-AU prints AUD as a bare "$"; the guide wants it unambiguous. */
export function formatCents(cents: number): string {
  return aud
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? 'A$' : part.value))
    .join('');
}

/** An ISO date (or date-time) → "3 Mar 2026". Text that is not a date is returned as it is. */
export function formatDate(value: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? value : date.format(parsed);
}
