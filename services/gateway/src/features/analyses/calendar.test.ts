import type { KeyDate } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { calendarTitle, keyDatesCalendar } from './calendar.ts';

const settlement: KeyDate = { kind: 'settlement', label: 'Settlement', date: '2026-06-15', basis: 'stated in the contract', quote: 'Settlement: 15/06/2026', page: 1, rule: null };
const undated: KeyDate = { kind: 'cooling-off-ends', label: 'Cooling-off ends', date: null, basis: '3 clear business days after signing (VIC)', quote: '', page: null, rule: { count: 3, unit: 'business-days' } };

/** The calendar's lines with folded lines joined (RFC 5545 folds at 75 octets). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the key dates calendar file', () => {
  it("names the calendar and each event with the property's address, not the file's name", () => {
    const title = calendarTitle('7 Bilby Court, Bendigo VIC 3550', 'IMG_2231 scan');
    const ics = lines(keyDatesCalendar({ analysisId: 'a1', title, keyDates: [settlement, undated], now: new Date('2026-03-01T00:00:00Z') }));
    // A comma in a text value may be escaped (RFC 5545 3.3.11).
    const value = (name: string) => ics.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1).replace(/\\,/g, ',');
    expect(value('SUMMARY')).toBe('Settlement - 7 Bilby Court, Bendigo VIC 3550');
    expect(value('X-WR-CALNAME')).toBe('Key dates - 7 Bilby Court, Bendigo VIC 3550');
    expect(ics.join('\n')).not.toContain('IMG_2231');
    // Only dated key dates become events.
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it("uses the file's name only when the document gives no address", () => {
    expect(calendarTitle(null, 'IMG_2231 scan')).toBe('IMG_2231 scan');
    expect(calendarTitle('   ', 'IMG_2231 scan')).toBe('IMG_2231 scan');
  });
});
