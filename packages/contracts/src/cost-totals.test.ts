import { describe, expect, it } from 'vitest';
import { costAmountText, investmentTotalText, ongoingTotalText } from './cost-totals.ts';

describe('cost texts', () => {
  it('an unknown amount is not stated, never A$0.00', () => {
    expect(costAmountText(null)).toBe('Not stated in the document');
    expect(costAmountText(0)).toBe('A$0.00');
  });

  it('an annual total says what it includes', () => {
    expect(ongoingTotalText({ totalOngoing: null, ongoingNotStated: ['council rates', 'water charges'] })).toBe(
      'Not stated in the document (council rates and water charges)',
    );
    expect(ongoingTotalText({ totalOngoing: 310_000, ongoingNotStated: ['council rates'] })).toBe('A$3,100.00 of the stated costs; council rates not stated');
    expect(ongoingTotalText({ totalOngoing: 310_000 })).toBe('A$3,100.00');
  });

  it('the first-year total says when it leaves costs out', () => {
    expect(investmentTotalText({ totalInvestment: 100_000_000, ongoingNotStated: ['council rates', 'water charges', 'levies'] })).toBe(
      'A$1,000,000.00 with the stated costs; council rates, water charges and levies not stated',
    );
    expect(investmentTotalText({ totalInvestment: null })).toBe('Not known (no purchase price in the document)');
  });
});
