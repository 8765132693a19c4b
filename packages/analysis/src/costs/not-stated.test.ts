import { describe, expect, it } from 'vitest';
import { estimateCosts } from './index.ts';

const d = (dollars: number) => Math.round(dollars * 100);

// A freestanding house in NSW whose contract gives a price but no rates, water or levies.
describe('costs the document does not state', () => {
  const house = estimateCosts({ state: 'NSW', priceCents: d(1_180_000), outgoings: null, contractDate: '2026-02-20' });

  it('says "Not stated in the document" for each and has no ongoing total rather than A$0', () => {
    const rates = house.breakdown.find((b) => b.category === 'Council rates');
    expect(rates).toMatchObject({ amount: null, isRecurring: true, description: 'Council rates: not stated in the document' });
    expect(rates?.notes).toMatch(/Sydney \$1,800–\$2,400.*Not included in the totals/);
    expect(house.totalOngoing).toBeNull();
    expect(house.ongoingNotStated).toEqual(['council rates', 'water charges']);
    expect(house.summary).toContain('ongoing costs not stated in the document');
    expect(house.summary).not.toMatch(/\$0\b/);
  });

  it('totals only what is stated, and names what is left out', () => {
    const some = estimateCosts({ state: 'NSW', priceCents: d(1_180_000), outgoings: { waterAnnual: d(1_040) }, contractDate: '2026-02-20' });
    expect(some.totalOngoing).toBe(d(1_040));
    expect(some.ongoingNotStated).toEqual(['council rates']);
    expect(some.summary).toContain('about $1,040 a year in the ongoing costs the document states (council rates not stated in the document)');
    expect(some.summary).toMatch(/in the first year of the stated costs\.$/);
  });

  it('a stated nil (land tax $0) is a stated cost, not an unknown', () => {
    const nil = estimateCosts({ state: 'NSW', priceCents: d(900_000), outgoings: { councilRatesAnnual: d(2_000), waterAnnual: d(900), landTax: 0 } });
    expect(nil.breakdown.find((b) => b.category === 'Land tax')?.amount).toBe(0);
    expect(nil.ongoingNotStated).toBeUndefined();
    expect(nil.totalOngoing).toBe(d(2_900));
    const onlyNil = estimateCosts({ state: 'NSW', priceCents: d(900_000), outgoings: { landTax: 0 } });
    expect(onlyNil.totalOngoing).toBe(0);
    expect(onlyNil.ongoingNotStated).toEqual(['council rates', 'water charges']);
    expect(onlyNil.summary).toContain('nothing a year in the ongoing costs the document states (council rates and water charges not stated in the document)');
  });
});

describe('concessions that match the property', () => {
  it('an established house: no word of off-the-plan, and first home text only as a condition', () => {
    const house = estimateCosts({ state: 'VIC', priceCents: d(640_000), outgoings: null, contractDate: '2026-01-15' });
    const all = [house.summary, ...house.costWarnings, ...house.breakdown.map((b) => `${b.description} ${b.notes ?? ''}`)].join('\n');
    expect(all).not.toMatch(/off[- ]the[- ]plan/i);
    const firstHome = house.costWarnings.filter((w) => /first home/i.test(w));
    expect(firstHome.length).toBeGreaterThan(0);
    for (const w of firstHome) expect(w).toMatch(/If you are a first home buyer/);
  });

  it('an off-the-plan sale: the duty note mentions the off-the-plan concession', () => {
    const lot = estimateCosts({ state: 'VIC', priceCents: d(640_000), outgoings: null, contractDate: '2026-01-15', propertyType: 'offThePlan' });
    expect(lot.breakdown.find((b) => b.category === 'Stamp duty')?.notes).toMatch(/Off-the-plan/);
  });
});
