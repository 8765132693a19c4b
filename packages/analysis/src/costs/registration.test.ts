import { describe, expect, it } from 'vitest';
import { landRegistryFee, STATES } from './index.ts';

const d = (dollars: number) => Math.round(dollars * 100);

describe('landRegistryFee', () => {
  it('VIC: $87.30 + $2.34 per $1,000 or part (2018-19 structure)', () => {
    expect(landRegistryFee('VIC', d(600_000)).amountCents).toBe(d(87.3 + 600 * 2.34));
    expect(landRegistryFee('VIC', d(600_001)).amountCents).toBe(d(87.3 + 601 * 2.34));
    expect(landRegistryFee('VIC', d(600_000)).basis).toBe('schedule');
  });

  it('VIC: consideration capped at $1.5m', () => {
    expect(landRegistryFee('VIC', d(1_500_000)).amountCents).toBe(d(87.3 + 1_500 * 2.34));
    expect(landRegistryFee('VIC', d(3_000_000)).amountCents).toBe(d(87.3 + 1_500 * 2.34));
  });

  it('fixed approximate fees from the broker summary', () => {
    const expected = { NSW: 148, WA: 272, TAS: 217, ACT: 446, NT: 152 } as const;
    for (const [state, fee] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const r = landRegistryFee(state, d(750_000));
      expect(r.amountCents).toBe(d(fee));
      expect(r.basis).toBe('approximate');
    }
  });

  it('QLD and SA are labelled proxy estimates', () => {
    for (const state of ['QLD', 'SA'] as const) {
      const r = landRegistryFee(state, d(600_000));
      expect(r.basis).toBe('proxy');
      expect(r.label).toMatch(/estimate/);
      expect(r.notes.join(' ')).toMatch(/not in our reference/);
      expect(r.amountCents).toBeGreaterThan(0);
    }
  });

  it('every state returns a source and integer cents; bad price throws', () => {
    for (const state of STATES) {
      const r = landRegistryFee(state, d(500_000));
      expect(Number.isSafeInteger(r.amountCents)).toBe(true);
      expect(r.source).toMatch(/^https?:\/\//);
    }
    expect(() => landRegistryFee('VIC', -5)).toThrow(/non-negative/);
  });
});
