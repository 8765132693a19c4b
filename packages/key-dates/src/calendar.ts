import type { AustralianState } from '@doco/contracts';
import { HOLIDAY_YEARS, PUBLIC_HOLIDAYS } from './holidays.ts';

// Day arithmetic on calendar days (YYYY-MM-DD, read as UTC so no time zone moves a day).

const holidaySets = new Map<AustralianState, Map<string, string>>();
function holidaysOf(state: AustralianState): Map<string, string> {
  let set = holidaySets.get(state);
  if (!set) {
    set = new Map(PUBLIC_HOLIDAYS[state].map(([date, name]) => [date, name]));
    holidaySets.set(state, set);
  }
  return set;
}

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` later; a day the month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

/** The public holiday on this day in this state, if any. */
export function holidayOn(iso: string, state: AustralianState): string | null {
  return holidaysOf(state).get(iso) ?? null;
}

export function isBusinessDay(iso: string, state: AustralianState): boolean {
  const weekday = toDate(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidayOn(iso, state);
}

/**
 * The `count`th business day after `iso`, not counting `iso` itself: "3 clear business days after
 * signing on a Thursday" ends on the Tuesday (Friday, Monday, Tuesday), skipping weekends and the
 * state's public holidays. 0 gives the day itself.
 */
export function addBusinessDays(iso: string, count: number, state: AustralianState): string {
  let day = iso;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, state)) left--;
  }
  return day;
}

/** Whether the holiday data covers this day's year (outside it only weekends are skipped). */
export function holidaysKnown(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= HOLIDAY_YEARS.from && year <= HOLIDAY_YEARS.to;
}
