import { describe, expect, it } from 'vitest';
import { financialYearName, financialYearStart, rowOn, type TransferFeeRow } from './fee-tables.ts';
import { estimateCosts, landRegistryFee, STATES } from './index.ts';

const d = (dollars: number) => Math.round(dollars * 100);

describe('landRegistryFee', () => {
  it('VIC: $87.30 + $2.34 per $1,000 or part (the 2018-19 row)', () => {
    expect(landRegistryFee('VIC', d(600_000), '2018-09-01').amountCents).toBe(d(87.3 + 600 * 2.34));
    expect(landRegistryFee('VIC', d(600_001), '2018-09-01').amountCents).toBe(d(87.3 + 601 * 2.34));
    expect(landRegistryFee('VIC', d(600_000), '2018-09-01').basis).toBe('schedule');
  });

  it('VIC: consideration capped at $1.5m', () => {
    expect(landRegistryFee('VIC', d(1_500_000), '2026-03-01').amountCents).toBe(d(87.3 + 1_500 * 2.34));
    expect(landRegistryFee('VIC', d(3_000_000), '2026-03-01').amountCents).toBe(d(87.3 + 1_500 * 2.34));
  });

  it("VIC: the row for the contract's financial year is the published fee, with its effective date and source", () => {
    const fee = landRegistryFee('VIC', d(600_000), '2019-03-13');
    expect(fee).toMatchObject({ effectiveFrom: '2018-07-01', estimate: false });
    expect(fee.notes.join(' ')).toBe('The 2018-19 fee, in force from 1 Jul 2018: $87.30 + $2.34 per $1,000, consideration capped at $1,500,000 (Land Use Victoria customer information bulletin 179 (electronic lodgement)).');
    expect(fee.source).toMatch(/land\.vic\.gov\.au/);
  });

  it('VIC: a later year with no row of its own is an estimate from the latest row, and says which year it needs', () => {
    const fee = landRegistryFee('VIC', d(600_000), '2026-03-13');
    expect(fee).toMatchObject({ effectiveFrom: '2018-07-01', estimate: true });
    expect(fee.notes.join(' ')).toMatch(/^Estimate: the 2018-19 fee \(from 1 Jul 2018: .*\) is the latest in our reference .* so the 2025-26 fee is likely higher/);
  });

  it('fixed fees from an undated summary are estimates without an effective date', () => {
    const expected = { NSW: 148, WA: 272, TAS: 217, ACT: 446, NT: 152 } as const;
    for (const [state, fee] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const r = landRegistryFee(state, d(750_000), '2026-03-13');
      expect(r).toMatchObject({ amountCents: d(fee), basis: 'approximate', effectiveFrom: null, estimate: true });
      expect(r.notes.join(' ')).toMatch(/^Estimate: .* no effective date; check the current fee schedule for 2025-26\./);
    }
  });

  it('QLD and SA are labelled proxy estimates', () => {
    for (const state of ['QLD', 'SA'] as const) {
      const r = landRegistryFee(state, d(600_000));
      expect(r.basis).toBe('proxy');
      expect(r.estimate).toBe(true);
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

describe('dated fee tables', () => {
  const rows: TransferFeeRow[] = [
    { from: '2024-07-01', fixedCents: 100, source: 'https://example.test/a', sourceName: 'a' },
    { from: '2025-07-01', fixedCents: 200, source: 'https://example.test/b', sourceName: 'b' },
  ];
  it('picks the row in force on the day', () => {
    expect(rowOn(rows, '2025-06-30')?.fixedCents).toBe(100);
    expect(rowOn(rows, '2025-07-01')?.fixedCents).toBe(200);
    expect(rowOn(rows, '2023-01-01')).toBeNull();
  });
  it('names financial years', () => {
    expect(financialYearName(financialYearStart('2026-03-13'))).toBe('2025-26');
    expect(financialYearName(financialYearStart('2026-07-01'))).toBe('2026-27');
    expect(financialYearName(financialYearStart('1999-12-31'))).toBe('1999-00');
  });
});

describe('the fee in the costs breakdown', () => {
  it("carries its source and effective date; with no contract date, today's year is used", () => {
    const costs = estimateCosts({ state: 'VIC', priceCents: d(820_000), outgoings: null, today: '2027-08-02' });
    const fee = costs.breakdown.find((b) => b.description.startsWith('Transfer registration fee'));
    expect(fee).toMatchObject({ effectiveFrom: '2018-07-01', estimate: true, source: expect.stringMatching(/land\.vic\.gov\.au/) });
    expect(fee?.notes).toMatch(/so the 2027-28 fee is likely higher/);
  });
});
