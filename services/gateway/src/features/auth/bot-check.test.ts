import { describe, expect, it } from 'vitest';
import { botReason, MAX_FORM_AGE_MS, signFormStart } from './bot-check.ts';

const SECRET = 'test-session-secret-0123456789-abcdefghij';
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const opened = (msAgo: number, secret = SECRET) => signFormStart(secret, NOW - msAgo);

describe('botReason', () => {
  it('passes a person: empty honeypot, a form the server opened a few seconds ago', () => {
    expect(botReason({ website: '', formToken: opened(8000) }, SECRET, NOW)).toBeNull();
    expect(botReason({ formToken: opened(2000) }, SECRET, NOW)).toBeNull();
  });

  it('ignores the client clock: claimed timing fields prove nothing without the signed start', () => {
    expect(botReason({ formStartTime: NOW - 60_000, formSubmitTime: NOW, timeSpentOnForm: 60_000 }, SECRET, NOW)).toBe('no-token');
    // A real token opened just now stays too fast whatever the client claims.
    expect(botReason({ formToken: opened(100), formStartTime: NOW - 60_000, formSubmitTime: NOW }, SECRET, NOW)).toBe('too-fast');
  });

  it.each([
    ['honeypot', { website: 'x', formToken: opened(8000) }],
    ['no-token', { website: '' }],
    ['no-token', { formToken: 'garbage' }],
    ['no-token', { formToken: opened(8000, 'another-secret-0123456789-0123456789-xx') }],
    ['no-token', { formToken: `${NOW - 60_000}.${opened(8000).split('.')[1]}` }],
    ['too-fast', { formToken: opened(1999) }],
    ['stale', { formToken: opened(MAX_FORM_AGE_MS + 1) }],
  ])('flags %s in %o', (reason, form) => {
    expect(botReason(form, SECRET, NOW)).toBe(reason);
  });
});
