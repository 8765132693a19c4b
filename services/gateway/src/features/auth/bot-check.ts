import type { BotCheck } from '@doco/contracts';
import { badRequest } from '../../errors.ts';

/** A person needs at least this long to fill in a form; scripts post at once. */
export const MIN_FORM_MS = 2000;
/** Allowance for a browser clock ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const BOT_MESSAGE = 'Your submission could not be accepted. Please wait a moment and try again.';

function toMs(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return numeric;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * Why a form looks automated, or null when it looks like a person's: the hidden honeypot `website`
 * was filled in, the timing fields are missing, in the future, or less than MIN_FORM_MS apart.
 */
export function botReason(form: BotCheck, now = Date.now()): string | null {
  if (form.website !== undefined && form.website.trim() !== '') return 'honeypot';
  const start = toMs(form.formStartTime);
  const submit = toMs(form.formSubmitTime);
  if (start === undefined || submit === undefined) return 'no-timing';
  if (submit > now + CLOCK_SKEW_MS || start > submit) return 'future';
  if (submit - start < MIN_FORM_MS) return 'too-fast';
  if (form.timeSpentOnForm !== undefined && form.timeSpentOnForm < MIN_FORM_MS) return 'too-fast';
  return null;
}

/** Throws a 400 (nothing stored, nothing mailed) when the form looks automated. */
export function assertHuman(form: BotCheck, log?: { info(obj: object, msg: string): void }) {
  const reason = botReason(form);
  if (reason) {
    log?.info({ reason }, 'form refused as automated');
    throw badRequest(BOT_MESSAGE);
  }
}
