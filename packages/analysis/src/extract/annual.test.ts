// How many of a notice's periods make a year, with the period written in words or in figures.
import { describe, expect, it } from 'vitest';
import { periodsPerYear } from './annual.ts';

describe('periodsPerYear', () => {
  it.each([
    ['for the period 1 January 2026 to 30 June 2026', 2],
    ['for the period 01/01/2026 to 30/06/2026', 2],
    ['period 01/10/2025 - 31/12/2025', 4],
    ['Rates are charged quarterly.', 4],
    ['annual charges 2025/26', 1],
  ])('"%s" is %i a year', (text, n) => {
    expect(periodsPerYear(text)).toBe(n);
  });
});
