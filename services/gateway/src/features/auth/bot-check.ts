import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { BotCheck } from '@doco/contracts';
import { badRequest } from '../../errors.ts';

/** A person needs at least this long to fill in a form; scripts post at once. */
export const MIN_FORM_MS = 2000;
/** A form token older than this is stale (the page was left open overnight: it fetches a new one). */
export const MAX_FORM_AGE_MS = 24 * 3600 * 1000;

export const BOT_MESSAGE = 'Your submission could not be accepted. Please wait a moment and try again.';

// The form's start time is the server's, signed when the form opens (GET /api/auth/form-token), so a
// script cannot claim it opened the form minutes ago: a client clock proves nothing.
const keyOf = (secret: string) => createHash('sha256').update(`doco form token\0${secret}`).digest();
const mac = (secret: string, startMs: number) => createHmac('sha256', keyOf(secret)).update(String(startMs)).digest('base64url');

export function signFormStart(secret: string, startMs = Date.now()): string {
  return `${startMs}.${mac(secret, startMs)}`;
}

/** The signed start time, or undefined when the token is missing, malformed or not ours. */
export function formStartOf(secret: string, token: string | undefined): number | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return undefined;
  const startMs = Number(match[1]);
  const expected = Buffer.from(mac(secret, startMs));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? startMs : undefined;
}

/**
 * Why a form looks automated, or null when it looks like a person's: the hidden honeypot `website`
 * was filled in, the signed start time is missing or forged, too recent or stale.
 */
export function botReason(form: BotCheck, secret: string, now = Date.now()): string | null {
  if (form.website !== undefined && form.website.trim() !== '') return 'honeypot';
  const start = formStartOf(secret, form.formToken);
  if (start === undefined) return 'no-token';
  if (now - start < MIN_FORM_MS) return 'too-fast';
  if (now - start > MAX_FORM_AGE_MS) return 'stale';
  return null;
}

/** Throws a 400 (nothing stored, nothing mailed) when the form looks automated. */
export function assertHuman(form: BotCheck, secret: string, log?: { info(obj: object, msg: string): void }) {
  const reason = botReason(form, secret);
  if (reason) {
    log?.info({ reason }, 'form refused as automated');
    throw badRequest(BOT_MESSAGE);
  }
}
