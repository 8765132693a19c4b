import { createHmac, timingSafeEqual } from 'node:crypto';
import { KEY_DATE_KINDS, type KeyDate } from '@doco/contracts';
import type { Producer } from '@doco/queue';
import { formatDay } from '@doco/key-dates';

// Opt-in reminder mails (issue 17): one delayed job on the email queue per dated key date, sent at
// 9 am Australian Eastern Standard Time two days before it. A job's id is the analysis and the date's
// kind, so rescheduling (a new signing date) replaces it and cancelling needs no stored list. Every
// mail carries a signed unsubscribe link that needs no sign-in.

export const reminderEmailId = (analysisId: string, kind: string) => `reminder-${analysisId}-${kind}`;

/** 9:00 AEST (23:00 UTC the day before) two days before `date`. */
export function reminderTime(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 3, 23, 0, 0));
}

export function unsubscribeToken(secret: string, analysisId: string): string {
  return createHmac('sha256', secret).update(`reminders:${analysisId}`).digest('base64url');
}

export function validUnsubscribeToken(secret: string, analysisId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, analysisId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ReminderContext {
  producer: Producer;
  secret: string;
  publicBase: string;
}

/** Replaces the analysis's reminders with one per dated key date still ahead; returns how many were queued. */
export async function scheduleReminders(
  ctx: ReminderContext,
  input: { analysisId: string; keyDates: KeyDate[]; to: string; firstName: string | null; documentName: string; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  await cancelReminders(ctx.producer, [input.analysisId]);
  const unsubscribe = `${ctx.publicBase}/api/reminders/unsubscribe?analysis=${input.analysisId}&token=${unsubscribeToken(ctx.secret, input.analysisId)}`;
  let queued = 0;
  for (const item of input.keyDates) {
    if (!item.date) continue;
    const sendAt = reminderTime(item.date);
    if (sendAt <= now) continue;
    await ctx.producer.scheduleEmail(
      {
        emailId: reminderEmailId(input.analysisId, item.kind),
        template: 'key-date-reminder',
        to: input.to,
        data: {
          ...(input.firstName ? { firstName: input.firstName } : {}),
          label: item.label,
          date: formatDay(item.date),
          documentName: input.documentName,
          basis: item.basis,
          // The report itself (there is no /dashboard page: '/' is the dashboard).
          link: `${ctx.publicBase}/reports/${encodeURIComponent(input.analysisId)}`,
          unsubscribe,
        },
      },
      sendAt,
    );
    queued++;
  }
  return queued;
}

/** Takes back every reminder of these analyses not sent yet. */
export async function cancelReminders(producer: Producer, analysisIds: string[]) {
  for (const analysisId of analysisIds) {
    for (const kind of KEY_DATE_KINDS) await producer.cancelEmail(reminderEmailId(analysisId, kind));
  }
}
