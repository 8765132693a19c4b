import { describe, expect, it } from 'vitest';
import { formatCents, formatDate } from './format.ts';

describe('formatCents', () => {
  it('shows integer cents as A$ with grouping and two decimals', () => {
    expect(formatCents(123_456)).toBe('A$1,234.56');
    expect(formatCents(300)).toBe('A$3.00');
    expect(formatCents(0)).toBe('A$0.00');
    expect(formatCents(-2_500)).toBe('-A$25.00');
  });
});

describe('formatDate', () => {
  it('shows an ISO date as 3 Mar 2026', () => {
    expect(formatDate('2026-03-03')).toBe('3 Mar 2026');
    // Midday UTC is 3 March from UTC-11 to UTC+11.
    expect(formatDate('2026-03-03T12:00:00.000Z')).toBe('3 Mar 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('60 days after the day of sale')).toBe('60 days after the day of sale');
  });
});
