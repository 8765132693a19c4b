import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { allAreas } from './area.ts';
import { allDates, parseDate } from './dates.ts';
import { parseMoney } from './money.ts';
import { extractLandSize, extractLotPlan, extractTitleRef, normalisePlan } from './property.ts';
import { extractSettlement } from './sale.ts';

const doc = (text: string) => buildDoc([{ number: 1, text }]);

describe('dates', () => {
  it.each([
    ['01/06/2026', '2026-06-01'],
    ['1/6/26', '2026-06-01'],
    ['1 June 2026', '2026-06-01'],
    ['1st June, 2026', '2026-06-01'],
    ['June 1, 2026', '2026-06-01'],
    ['2026-06-01', '2026-06-01'],
    ['01.06.2026', '2026-06-01'],
    ['3rd day of March 2026', '2026-03-03'],
  ])('%s -> %s', (text, iso) => expect(parseDate(text)).toBe(iso));
  it('rejects impossible dates', () => expect(allDates('31/02/2026')).toEqual([]));
});

describe('money', () => {
  it.each([
    ['$615,000', 615000],
    ['$1,318.70', 1318.7],
    ['$ 98,500.00', 98500],
    ['$1.48m', 1480000],
    ['$5,600 (GST inclusive)', 5600],
  ])('%s', (text, value) => expect(parseMoney(text)).toBe(value));
  it('returns null without an amount', () => expect(parseMoney('Nil')).toBeNull());
});

describe('areas', () => {
  it.each([
    ['318 m2', 318],
    ['318m²', 318],
    ['71 square metres', 71],
    ['96 sq m', 96],
    ['0.4 ha', 4000],
    ['1.2 hectares', 12000],
    ['1,250 square meters', 1250],
  ])('%s', (text, m2) => expect(allAreas(text)[0]?.m2).toBe(m2));
  it('takes the stated total of a strata lot', () => {
    expect(extractLandSize(doc('Lot area: 84 square metres (unit) and 12 square metres (carspace) - total 96 square metres'))?.m2).toBe(96);
  });
});

describe('title references', () => {
  it('normalises plans', () => {
    expect(normalisePlan(undefined, 'Strata Plan', '021873D')).toBe('SP21873D');
    expect(normalisePlan('PS', undefined, '733019B')).toBe('PS733019B');
    expect(normalisePlan(undefined, 'Deposited Plan', '1034567')).toBe('DP1034567');
  });
  it('skips the parent lot of an off-the-plan sale', () => {
    const d = doc('Parent land   Lot 3 on SP298441\nLot   Proposed Lot 805 on proposed Survey Plan SP341876');
    expect(extractLotPlan(d)).toMatchObject({ lot: '805', plan: 'SP341876' });
  });
  it('reads VIC volume/folio, NSW folio identifiers and QLD title references', () => {
    expect(extractTitleRef(doc('Certificate of Title Volume 09611 Folio 233'))).toMatchObject({ volume: '09611', folio: '233' });
    expect(extractTitleRef(doc('Folio Identifier 9/SP45872'))).toMatchObject({ volume: null, folio: '9/SP45872' });
    expect(extractTitleRef(doc('Title Reference 51266012'))).toMatchObject({ volume: null, folio: '51266012' });
  });
});

describe('settlement', () => {
  it('reads the date after "being" and leaves event-based settlement undated', () => {
    expect(extractSettlement(doc('DATE FOR COMPLETION: the 42nd day after the contract date, being 1 May 2026'))?.date).toBe('2026-05-01');
    expect(extractSettlement(doc('Settlement Date   The later of 14 days after registration of the plan'))?.date).toBeNull();
  });
  it('reads a value on the line after its label (flattened table)', () => {
    expect(extractSettlement(doc('Settlement\n01/06/2026'))?.date).toBe('2026-06-01');
  });
});
