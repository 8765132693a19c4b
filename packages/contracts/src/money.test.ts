import { describe, expect, it } from 'vitest';
import { formatAud } from './money.ts';

describe('formatAud', () => {
  it('prints integer cents as A$ with thousands separators and two decimals', () => {
    expect(formatAud(0)).toBe('A$0.00');
    expect(formatAud(290)).toBe('A$2.90');
    expect(formatAud(123456789)).toBe('A$1,234,567.89');
    expect(formatAud(-500)).toBe('-A$5.00');
  });
});
