import type { AustralianState, KeyDate } from '@doco/contracts';
import { addBusinessDays, addDays, addMonths } from './calendar.ts';

/** The day `rule` gives, counted from `from` (the day of signing) with the state's business days. */
export function dateByRule(rule: NonNullable<KeyDate['rule']>, from: string, state: AustralianState | null): string {
  if (rule.unit === 'months') return addMonths(from, rule.count);
  if (rule.unit === 'business-days') return state ? addBusinessDays(from, rule.count, state) : addWeekdays(from, rule.count);
  return addDays(from, rule.count);
}

/** Business days when the state is unknown: weekends skipped, no public holidays. */
function addWeekdays(from: string, count: number): string {
  let day = from;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-03-14" -> "14 Mar 2026": the product's one date style (the web's formatDate, the PDF report). */
export const formatDay = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

/** The engine's "(the contract date is 13 Mar 2026)" at the end of a basis counted from the document's own contract date. */
const FROM_CONTRACT_DATE = /\s*\(the contract date is [^)]*\)\s*$/;

/** A basis counted from the signing date the buyer entered, never from the contract date it replaces. */
export function basisFromSigning(basis: string, signingDate: string): string {
  return `${basis.replace(FROM_CONTRACT_DATE, '')} (counted from the signing date you entered, ${formatDay(signingDate)})`;
}

/**
 * The key dates as the buyer sees them: a date counted from signing is computed from the day the buyer
 * says they signed; without it, the date the document's own contract date gave (or null) stands.
 * Sorted by date, undated last, each kind in its usual order within a day.
 */
export function resolveKeyDates(items: KeyDate[], options: { state: AustralianState | null; signingDate: string | null }): KeyDate[] {
  const resolved = items.map((item) => {
    if (!item.rule || !options.signingDate) return item;
    const date = dateByRule(item.rule, options.signingDate, options.state);
    // The day of sale is the day the buyer gave: say so rather than ask for it again.
    if (item.kind === 'contract-date') return { ...item, date, basis: 'the day you signed, as you entered it' };
    return { ...item, date, basis: basisFromSigning(item.basis, options.signingDate) };
  });
  return resolved
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      if (a.item.date && b.item.date && a.item.date !== b.item.date) return a.item.date < b.item.date ? -1 : 1;
      if (!a.item.date !== !b.item.date) return a.item.date ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
