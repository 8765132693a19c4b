import { describe, expect, it } from 'vitest';
import { creditsAvailableText, creditsTone, freeCreditsText, planLabel, totalCredits } from './credits-display.ts';

describe('credits display (spec-core §2)', () => {
  it('adds free and subscription credits', () => {
    expect(totalCredits({ freeCreditsRemaining: 1, subscriptionCreditsRemaining: 4 })).toBe(5);
    expect(totalCredits({ freeCreditsRemaining: 0, subscriptionCreditsRemaining: 0 })).toBe(0);
  });

  it('words the count singular or plural', () => {
    expect(creditsAvailableText(0)).toBe('0 credits available');
    expect(creditsAvailableText(1)).toBe('1 credit available');
    expect(creditsAvailableText(2)).toBe('2 credits available');
    expect(freeCreditsText(1)).toBe('1 free credit');
    expect(freeCreditsText(0)).toBe('0 free credits');
  });

  it('names every plan as the badge shows it', () => {
    expect(planLabel('free')).toBe('Free Plan');
    expect(planLabel(null)).toBe('Free Plan');
    expect(planLabel('monthly')).toBe('Monthly');
    expect(planLabel('quarterly')).toBe('Quarterly');
    expect(planLabel('semiannually')).toBe('Semi-Annually');
    expect(planLabel('annual')).toBe('Annually');
  });

  it('is red with none, yellow at 1 or 2, green at 3 or more', () => {
    expect(creditsTone(0)).toBe('red');
    expect(creditsTone(1)).toBe('yellow');
    expect(creditsTone(2)).toBe('yellow');
    expect(creditsTone(3)).toBe('green');
    expect(creditsTone(40)).toBe('green');
  });
});
