import { describe, expect, it } from 'vitest';
import { plansResponse as plansResponseSchema } from '@doco/contracts';
import { effectiveCostPerReview, isValidPaygQuantity, paygTotal, paygUnitPrice, plansResponse } from './plans.ts';

describe('plans', () => {
  it('serves the four plans and pay-as-you-go in cents, in the contract shape', () => {
    const body = plansResponseSchema.parse(plansResponse());
    expect(Object.fromEntries(Object.entries(body.plans).map(([id, p]) => [id, [p.price, p.credits, p.effectiveCostPerReview]]))).toEqual({
      monthly: [2750, 10, 275],
      quarterly: [7500, 30, 250],
      semiannually: [13500, 60, 225],
      annual: [24000, 120, 200],
    });
    expect(body.plans.quarterly.savingsPercent).toBe(17);
    expect(body.plans.semiannually.name).toBe('Semi-Annually');
    expect(body.payAsYouGo).toMatchObject({ price: 300, minQuantity: 1, maxQuantity: 100 });
  });

  it('prices pay-as-you-go by the tier the quantity reaches', () => {
    expect([1, 9, 10, 19, 20, 49, 50, 100].map(paygUnitPrice)).toEqual([300, 300, 290, 290, 275, 275, 250, 250]);
    expect(paygTotal(1)).toBe(300);
    expect(paygTotal(9)).toBe(2700);
    expect(paygTotal(10)).toBe(2900);
    expect(paygTotal(20)).toBe(5500);
    expect(paygTotal(50)).toBe(12500);
    expect(paygTotal(100)).toBe(25000);
  });

  it('accepts whole quantities from 1 to 100 only', () => {
    expect([1, 50, 100].every(isValidPaygQuantity)).toBe(true);
    expect([0, 101, -1, 1.5, Number.NaN].some(isValidPaygQuantity)).toBe(false);
  });

  it('costs a free account the pay-as-you-go price per review', () => {
    expect(effectiveCostPerReview('free')).toBe(300);
    expect(effectiveCostPerReview('annual')).toBe(200);
  });
});
