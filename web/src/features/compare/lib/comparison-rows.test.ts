import type { ComparedAnalysis } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { keyDateRows, riskRows } from './comparison-rows.ts';

const analysis = (id: string, parts: Partial<ComparedAnalysis>): ComparedAnalysis => ({
  id,
  documentId: `d-${id}`,
  documentName: id,
  completedAt: '2026-11-20T10:00:00.000Z',
  property: null,
  overallRisk: null,
  costs: null,
  concerns: [],
  checked: [],
  couldNotConfirm: [],
  keyDates: [],
  vendorQuestions: [],
  hiddenItems: [],
  ...parts,
});

describe('riskRows', () => {
  it('gives a property the worst level of its concerns of a kind, each title once, and rows the worst first', () => {
    const rows = riskRows([
      analysis('a', {
        concerns: [
          { id: '1', kind: 'easement', title: 'Sewer easement', severity: 'low' },
          { id: '2', kind: 'easement', title: 'Carriageway easement', severity: 'medium' },
          { id: '3', kind: 'easement', title: 'Sewer easement', severity: null },
        ],
      }),
      analysis('b', { concerns: [{ id: '4', kind: 'sunset_clause', title: 'Sunset date in 2029', severity: 'high' }] }),
    ]);
    expect(rows.map((r) => r.label)).toEqual(['Sunset clause', 'Easement']);
    expect(rows[1]!.cells[0]).toEqual({ state: 'found', level: 'medium', titles: ['Sewer easement', 'Carriageway easement'] });
    expect(rows[1]!.cells[1]).toEqual({ state: 'none' });
  });

  it('names a concern stored before kinds by its title, never a key; info kinds get no row', () => {
    const rows = riskRows([
      analysis('a', {
        concerns: [
          { id: '1', kind: null, title: 'Vendor is a company in liquidation (kind: statutory_charge)', severity: 'high' },
          { id: '2', kind: 'zoning', title: 'Township Zone', severity: 'low' },
        ],
      }),
      analysis('b', { concerns: [{ id: '3', kind: null, title: 'Vendor is a company in liquidation', severity: 'medium' }] }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBe('Vendor is a company in liquidation');
    expect(rows[0]!.cells.map((c) => c.state === 'found' && c.level)).toEqual(['high', 'medium']);
  });

  it("says where the other document cleared the item, could not confirm it, or the buyer hid it", () => {
    const found = { id: '1', kind: 'third_party_caveat' as const, title: 'Caveat by a lender', severity: 'critical' as const };
    const rows = riskRows([
      analysis('a', { concerns: [found] }),
      analysis('b', { checked: [{ kind: 'third_party_caveat', title: 'No caveats on title' }] }),
      analysis('c', { couldNotConfirm: [{ kind: 'third_party_caveat', item: 'Caveats: see attached' }] }),
    ]);
    expect(rows[0]!.cells.map((c) => c.state)).toEqual(['found', 'checked', 'unconfirmed']);
    const hidden = riskRows([analysis('a', { concerns: [found] }), analysis('b', { concerns: [{ ...found, id: '2' }], hiddenItems: [{ kind: 'concern', key: '2' }] })]);
    expect(hidden[0]!.cells.map((c) => c.state)).toEqual(['found', 'hidden']);
  });
});

describe('keyDateRows', () => {
  it('has a row per kind any property has, in the order first met, and marks one the buyer hid', () => {
    const settlement = { kind: 'settlement' as const, label: 'Settlement', date: '2027-04-30', rule: null };
    const rows = keyDateRows([
      analysis('a', { keyDates: [settlement], hiddenItems: [{ kind: 'key-date', key: 'settlement' }] }),
      analysis('b', { keyDates: [{ kind: 'cooling-off-ends', label: 'Cooling-off ends', date: null, rule: { count: 3, unit: 'business-days' } }, settlement] }),
    ]);
    expect(rows.map((r) => r.label)).toEqual(['Cooling-off ends', 'Settlement']);
    expect(rows[1]!.cells).toEqual(['hidden', { ...settlement }]);
    expect(rows[0]!.cells[0]).toBeNull();
  });
});
