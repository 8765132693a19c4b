// Display formats of the look-and-feel guide: money as A$1,234.56 and dates as 3 Mar 2026 (en-AU).

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const date = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Integer cents → "A$1,234.56". en-AU prints AUD as a bare "$"; the guide wants it unambiguous. */
export function formatCents(cents: number): string {
  return aud
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? 'A$' : part.value))
    .join('');
}

/**
 * An ISO date-time → "3 Mar 2026" in the reader's time zone; a bare date (2026-03-03) is a calendar
 * day and is shown as it is, whatever the zone. Text that is not a date is returned unchanged.
 */
export function formatDate(value: string): string {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? calendarDate.format(parsed) : date.format(parsed);
}
