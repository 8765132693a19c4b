import { describe, expect, it } from 'vitest';
import { createShareRequest, SHARE_TOKEN_PATTERN, sharedPagePath, withoutShareToken } from './shares.ts';

describe('shared report links (issue 28 §5)', () => {
  it('makes a link for 7 days with the notes hidden unless the buyer says otherwise, and 1 to 30 whole days only', () => {
    expect(createShareRequest.parse({})).toEqual({ days: 7, hideNotes: true });
    expect(createShareRequest.parse({ days: 30, hideNotes: false })).toEqual({ days: 30, hideNotes: false });
    for (const days of [0, 31, 1.5, '7']) expect(createShareRequest.safeParse({ days }).success).toBe(false);
  });

  it('keeps a token out of an address before it is recorded', () => {
    const token = 'k3Jd9sLq0vXw2ZbN7pRt5YhG8mCe1UaF4oIy6TnBxQs';
    expect(SHARE_TOKEN_PATTERN.test(token)).toBe(true);
    expect(withoutShareToken(sharedPagePath(token))).toBe('/shared/:token');
    expect(withoutShareToken(`/shared/${token}/`)).toBe('/shared/:token/');
    expect(withoutShareToken('/reports/abc')).toBe('/reports/abc');
    expect(withoutShareToken('/sample-report')).toBe('/sample-report');
  });
});
