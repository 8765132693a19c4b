import { describe, expect, it } from 'vitest';
import { calculateDuty, estimateCosts, landRegistryFee, STATES, type Costs } from './index.ts';

const d = (dollars: number) => Math.round(dollars * 100);
const sum = (costs: Costs, recurring: boolean) =>
  costs.breakdown.filter((b) => b.isRecurring === recurring).reduce((s, b) => s + (b.amount ?? 0), 0);

const OUTGOINGS = {
  councilRatesAnnual: d(2_100),
  waterAnnual: d(900),
  landTax: null,
  ownersCorporationAnnual: d(3_200),
};

describe('estimateCosts with a price', () => {
  const costs = estimateCosts({ state: 'VIC', priceCents: d(750_000), outgoings: OUTGOINGS, isStrata: true });

  it('totals add up', () => {
    expect(costs.totalUpfront).toBe(sum(costs, false));
    expect(costs.totalOngoing).toBe(sum(costs, true));
    expect(costs.totalOngoing).toBe(d(2_100 + 900 + 3_200));
    expect(costs.totalInvestment).toBe(d(750_000) + (costs.totalUpfront ?? 0) + (costs.totalOngoing ?? 0));
  });

  it('includes general-rate duty and the registration fee', () => {
    const duty = costs.breakdown.find((b) => b.category === 'Stamp duty');
    expect(duty?.amount).toBe(calculateDuty({ state: 'VIC', priceCents: d(750_000) }).dutyCents);
    expect(duty?.amount).toBe(d(40_070));
    expect(duty?.isRecurring).toBe(false);
    const fee = costs.breakdown.find((b) => b.description.startsWith('Transfer registration fee'));
    expect(fee?.amount).toBe(landRegistryFee('VIC', d(750_000)).amountCents);
  });

  it('typical costs use the midpoint and show the range and source', () => {
    const bp = costs.breakdown.find((b) => b.description === 'Building and pest inspection');
    expect(bp?.amount).toBe(d((495 + 1_000) / 2));
    expect(bp?.notes).toMatch(/\$495–\$1,000/);
    expect(bp?.notes).toMatch(/Source: localsearch\.com\.au/);
    const conv = costs.breakdown.find((b) => b.category === 'Legal');
    expect(conv?.amount).toBe(d((750 + 2_200) / 2));
    expect(costs.breakdown.some((b) => b.description.startsWith('Strata'))).toBe(true);
  });

  it('ongoing items come from the document, recurring, and land tax is omitted when null', () => {
    const recurring = costs.breakdown.filter((b) => b.isRecurring).map((b) => b.category);
    expect(recurring).toEqual(['Council rates', 'Water', 'Owners corporation']);
  });

  it('summary mentions price, duty and first-year total', () => {
    expect(costs.summary).toContain('$750,000');
    expect(costs.summary).toContain('$40,070');
  });

  it('warns about the foreign surcharge and concessions', () => {
    expect(costs.costWarnings.join('\n')).toMatch(/surcharge of 8%: \$60,000/);
    expect(costs.costWarnings.join('\n')).toMatch(/If you are a first home buyer: no first home buyer duty concession applies at this price/);
  });

  it('every amount is an integer number of cents', () => {
    for (const b of costs.breakdown) expect(Number.isSafeInteger(b.amount)).toBe(true);
    expect(costs.ongoingNotStated).toBeUndefined();
  });
});

describe('estimateCosts concession warnings', () => {
  it('VIC $500,000: first home nil and PPR $21,970', () => {
    const c = estimateCosts({ state: 'VIC', priceCents: d(500_000), outgoings: null });
    const text = c.costWarnings.join('\n');
    expect(text).toMatch(/If you are a first home buyer, you may pay \$0 instead of \$25,070/);
    expect(text).toMatch(/If you will live in the property .* you may pay \$21,970/);
  });

  it('ACT: no foreign surcharge; NSW: no owner-occupier concession', () => {
    expect(estimateCosts({ state: 'ACT', priceCents: d(600_000), outgoings: null }).costWarnings.join('\n')).toMatch(
      /ACT has no foreign-purchaser duty surcharge/,
    );
    expect(estimateCosts({ state: 'NSW', priceCents: d(600_000), outgoings: null }).costWarnings.join('\n')).toMatch(
      /If you will live in the property: no owner-occupier duty concession/,
    );
  });

  it('lists each usual annual cost the document does not state as not stated, never as a zero', () => {
    const c = estimateCosts({ state: 'QLD', priceCents: d(600_000), outgoings: { councilRatesAnnual: null }, isStrata: true });
    const unknown = c.breakdown.filter((b) => b.amount === null);
    expect(unknown.map((b) => b.category)).toEqual(['Council rates', 'Water', 'Owners corporation']);
    for (const b of unknown) expect(b.description).toMatch(/not stated in the document/);
    expect(unknown[0]?.notes).toMatch(/Brisbane/);
    expect(c.totalOngoing).toBeNull();
    expect(c.ongoingNotStated).toEqual(['council rates', 'water charges', 'owners corporation levies']);
    expect(c.summary).toMatch(/ongoing costs not stated in the document/);
  });
});

describe('estimateCosts without a price (Section 32)', () => {
  const costs = estimateCosts({ state: 'VIC', priceCents: null, outgoings: { ...OUTGOINGS, landTax: d(1_250) } });

  it('has no duty or registration line and no total investment', () => {
    expect(costs.breakdown.some((b) => b.category === 'Stamp duty')).toBe(false);
    expect(costs.breakdown.some((b) => b.description.startsWith('Transfer registration fee'))).toBe(false);
    expect(costs.totalInvestment).toBeNull();
  });

  it('explains why, in the summary and a warning', () => {
    expect(costs.summary).toMatch(/stamp duty can't be worked out until a price is known/);
    expect(costs.costWarnings[0]).toMatch(/No purchase price.*cannot be calculated/);
  });

  it('still lists ongoing costs and totals them', () => {
    expect(costs.totalOngoing).toBe(d(2_100 + 900 + 3_200 + 1_250));
    expect(costs.totalUpfront).toBe(sum(costs, false));
    expect(costs.breakdown.find((b) => b.category === 'Land tax')?.notes).toMatch(/principal place of residence/);
  });
});

describe('estimateCosts for every state', () => {
  it('adds up with and without a price', () => {
    for (const state of STATES) {
      for (const priceCents of [d(650_000), null]) {
        const c = estimateCosts({ state, priceCents, outgoings: OUTGOINGS });
        expect(c.totalUpfront).toBe(sum(c, false));
        expect(c.totalOngoing).toBe(sum(c, true));
        expect(c.totalInvestment).toBe(priceCents === null ? null : priceCents + (c.totalUpfront ?? 0) + (c.totalOngoing ?? 0));
        expect(c.summary.length).toBeGreaterThan(0);
      }
    }
  });

  it('rejects invalid amounts', () => {
    expect(() => estimateCosts({ state: 'VIC', priceCents: -1, outgoings: null })).toThrow(/priceCents/);
    expect(() => estimateCosts({ state: 'VIC', priceCents: null, outgoings: { waterAnnual: 12.5 } })).toThrow(/waterAnnual/);
  });
});
