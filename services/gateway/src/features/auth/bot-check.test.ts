import { describe, expect, it } from 'vitest';
import { botReason } from './bot-check.ts';

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

describe('botReason', () => {
  it('passes a person: empty honeypot, form open a few seconds, epoch ms or ISO strings', () => {
    expect(botReason({ website: '', formStartTime: NOW - 8000, formSubmitTime: NOW, timeSpentOnForm: 8000 }, NOW)).toBeNull();
    expect(botReason({ formStartTime: NOW - 2000, formSubmitTime: NOW }, NOW)).toBeNull();
    expect(
      botReason({ formStartTime: new Date(NOW - 60_000).toISOString(), formSubmitTime: String(NOW) }, NOW),
    ).toBeNull();
  });

  it('allows a browser clock a little ahead of ours', () => {
    expect(botReason({ formStartTime: NOW + 60_000, formSubmitTime: NOW + 70_000 }, NOW)).toBeNull();
  });

  it.each([
    ['honeypot', { website: 'x', formStartTime: NOW - 8000, formSubmitTime: NOW }],
    ['no-timing', { website: '' }],
    ['no-timing', { formStartTime: 'yesterday-ish', formSubmitTime: NOW }],
    ['too-fast', { formStartTime: NOW - 1999, formSubmitTime: NOW }],
    ['too-fast', { formStartTime: NOW - 8000, formSubmitTime: NOW, timeSpentOnForm: 300 }],
    ['future', { formStartTime: NOW + 3_600_000, formSubmitTime: NOW + 3_610_000 }],
    ['future', { formStartTime: NOW, formSubmitTime: NOW - 5000 }],
  ])('flags %s in %o', (reason, form) => {
    expect(botReason(form, NOW)).toBe(reason);
  });
});
