import { describe, expect, it } from 'vitest';
import { applyRate, per100, percent, scheduleDuty, brackets } from './duty/brackets.ts';
import { ceilDiv, floorDiv, formatDollars, percentOf, roundDiv, toDecimalDollars } from './money.ts';

describe('money helpers', () => {
  it('integer division', () => {
    expect(floorDiv(7, 2)).toBe(3);
    expect(ceilDiv(7, 2)).toBe(4);
    expect(ceilDiv(8, 2)).toBe(4);
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(4, 3)).toBe(1);
    expect(percentOf(96_000_001, 550)).toBe(5_280_000);
  });

  it('formatting', () => {
    expect(formatDollars(3_107_000)).toBe('$31,070');
    expect(formatDollars(3_231_550)).toBe('$32,315.50');
    expect(formatDollars(-12_345)).toBe('-$123.45');
    expect(toDecimalDollars(3_107_000)).toBe('31070.00');
    expect(toDecimalDollars(5)).toBe('0.05');
  });
});

describe('bracket math', () => {
  it('per $100 or part rounds the excess up to the next $100', () => {
    expect(applyRate(per100(4.5), 1)).toBe(450);
    expect(applyRate(per100(4.5), 10_000)).toBe(450);
    expect(applyRate(per100(4.5), 10_001)).toBe(900);
    expect(applyRate(percent(6), 1_000_000)).toBe(60_000);
  });

  it('values on a boundary use the lower bracket; whole-value brackets', () => {
    const s = { name: 't', brackets: brackets([[0, 0, percent(1)], [100, 1, percent(10)], [200, 0, percent(20), true]]) };
    expect(scheduleDuty(s, 10_000)).toBe(100);
    expect(scheduleDuty(s, 10_100)).toBe(110);
    expect(scheduleDuty(s, 20_000)).toBe(1_100);
    expect(scheduleDuty(s, 20_001)).toBe(4_000);
  });
});
