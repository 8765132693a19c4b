// Display formats of the look-and-feel guide: money as A$1,234.56 and dates as 3 Mar 2026 (en-AU).

import { formatAud } from '@doco/contracts';

const date = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Integer cents → "A$1,234.56" (the product's one money format, @doco/contracts). */
export const formatCents = formatAud;

/**
 * An ISO date-time → "3 Mar 2026" in the reader's time zone; a bare date (2026-03-03) is a calendar
 * day and is shown as it is, whatever the zone. Text that is not a date is returned unchanged.
 */
export function formatDate(value: string): string {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? calendarDate.format(parsed) : date.format(parsed);
}

const dateTime = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An ISO date-time → "3 Mar 2026, 2:05 pm" in the reader's time zone (a shared link's expiry and openings). */
export const formatDateTime = (value: string): string => dateTime.format(new Date(value));
