import type { KeyDate } from '@doco/contracts';

// The Key dates card's timeline: which dates have passed, which one is next, and how many days are
// left, counted in calendar days from the buyer's today (their own time zone).

export type TimelineState = 'past' | 'next' | 'upcoming' | 'undated';
export interface TimelineItem {
  item: KeyDate;
  state: TimelineState;
  /** Days from today to the date (0 = today); null for an undated item. */
  daysLeft: number | null;
}

const DAY_MS = 24 * 3600 * 1000;
const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** Today as YYYY-MM-DD in the browser's own time zone. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function timeline(items: KeyDate[], today: string): TimelineItem[] {
  let nextSeen = false;
  return items.map((item) => {
    if (!item.date) return { item, state: 'undated', daysLeft: null };
    const daysLeft = dayNumber(item.date) - dayNumber(today);
    if (daysLeft < 0) return { item, state: 'past', daysLeft };
    const state: TimelineState = nextSeen ? 'upcoming' : 'next';
    nextSeen = true;
    return { item, state, daysLeft };
  });
}

export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'Today';
  if (daysLeft === 1) return 'Tomorrow';
  if (daysLeft < 0) return `${-daysLeft} day${daysLeft === -1 ? '' : 's'} ago`;
  return `${daysLeft} days left`;
}
