import { describe, expect, it } from 'vitest';
import { renewalTerms } from './plan-display.ts';

describe('renewalTerms', () => {
  it('says the plan renews at its price and period until cancelled, and that its credits expire each period', () => {
    expect(renewalTerms('quarterly', 'A$75.00').renews).toMatch(/^Renews automatically at A\$75\.00 every 3 months until you cancel\./);
    expect(renewalTerms('monthly', 'A$27.50').renews).toContain('A$27.50 per month until you cancel');
    expect(renewalTerms('annual', 'A$240.00').expiry).toBe('Subscription credits expire at the end of each billing period; unused credits do not carry over.');
  });
});
