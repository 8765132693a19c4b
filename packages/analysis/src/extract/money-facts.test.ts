import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import { buildDoc } from '../text/doc.ts';
import { extractFacts } from './facts.ts';

// A unit's contract whose amounts have cents that binary fractions cannot hold (0.1, 0.7, 0.35):
// quarterly fees, rates in four instalments, and a deposit in two parts.
const CONTRACT = [
  'CONTRACT OF SALE OF REAL ESTATE',
  'Property address: Unit 7, 18 Example Parade, St Kilda VIC 3182',
  'Vendor: Example Vendor',
  'Purchaser: Example Purchaser',
  'Price: $640,000.10',
  'Deposit: $32,000.35 on signing and balance of deposit $32,000.35 within 30 days',
  'Settlement date: 30/06/2027',
  'Owners corporation fees: $1,120.35 per quarter',
  'Council rates are payable in four instalments of $497.35.',
  'Land tax: Nil',
].join('\n');

describe("the engine's money facts", () => {
  it('are integer cents, added exactly, and the facts block states the same amounts in dollars', () => {
    const ex = extractFacts(buildDoc([{ number: 1, text: CONTRACT }]));
    expect(ex.money).toMatchObject({
      purchasePrice: 64_000_010,
      deposit: 6_400_070,
      ownersCorporation: { annualFees: 448_140, specialLevy: null },
      outgoings: { councilRatesAnnual: 198_940, landTax: 0 },
    });
    for (const cents of [ex.money.purchasePrice, ex.money.deposit, ex.money.ownersCorporation?.annualFees, ex.money.outgoings.councilRatesAnnual]) {
      expect(Number.isInteger(cents)).toBe(true);
    }
    expect(ex.facts.propertyDetails).toMatchObject({ purchasePrice: 640000.1, deposit: 64000.7 });
    expect(ex.facts.ownersCorporation).toEqual({ annualFees: 4481.4, specialLevy: null, litigation: false });
    expect(ex.facts.outgoings).toMatchObject({ councilRatesAnnual: 1989.4, landTax: 0 });
  });

  it('reach the buyer as the document writes them, and the costs in cents', async () => {
    const result = await analyseDocument({ pages: [{ number: 1, text: CONTRACT }], fileName: 'contract.txt' });
    const cpa = result.comprehensivePropertyAnalysis;
    expect(cpa.propertyDetails.purchasePrice).toBe('$640,000.10');
    expect(cpa.propertyDetails.deposit).toBe('$64,000.70 (10% of the price)');
    expect(cpa.buyerSummary.keyPoints).toContain('Owners corporation / strata fees about $4,481.40 a year.');
    const yearly = (category: string) => cpa.costs?.breakdown.find((c) => c.isRecurring && c.category === category)?.amount;
    expect(yearly('Owners corporation')).toBe(448_140);
    expect(yearly('Council rates')).toBe(198_940);
  });
});
