import type { KeyDate } from '@doco/contracts';
import ical, { ICalAlarmType } from 'ical-generator';

// The key dates as an iCalendar file (RFC 5545, issue 17): one all-day event per dated key date, a
// reminder two days before and one at 9 am on the day. UIDs are stable (analysis + kind), so importing
// the file again after the signing date changes updates the events instead of adding new ones.

const DAY_S = 24 * 3600;

/** The property's address names the calendar and its events; the file's name only when there is no address. */
export function calendarTitle(address: string | null | undefined, documentName: string): string {
  return address?.trim() || documentName;
}

export function keyDatesCalendar(input: { analysisId: string; title: string; keyDates: KeyDate[]; now?: Date }): string {
  const calendar = ical({ name: `Key dates - ${input.title}`, prodId: { company: 'Doco', product: 'key-dates', language: 'EN' } });
  for (const item of input.keyDates) {
    if (!item.date) continue;
    const description = [
      `How this date was found: ${item.basis}.`,
      item.quote ? `The document says: "${item.quote}"${item.page ? ` (page ${item.page})` : ''}` : '',
      'Doco provides general information only; confirm every date with your conveyancer or solicitor.',
    ]
      .filter(Boolean)
      .join('\n\n');
    const event = calendar.createEvent({
      id: `${input.analysisId}-${item.kind}@doco`,
      start: new Date(`${item.date}T00:00:00Z`),
      allDay: true,
      floating: true,
      stamp: input.now ?? new Date(),
      summary: `${item.label} - ${input.title}`,
      description,
    });
    event.createAlarm({ type: ICalAlarmType.display, triggerBefore: 2 * DAY_S, description: `In two days: ${item.label}` });
    event.createAlarm({ type: ICalAlarmType.display, triggerAfter: 9 * 3600, description: `Today: ${item.label}` });
  }
  return calendar.toString();
}
