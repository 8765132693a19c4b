import type { PlansResponse } from '@doco/contracts';

type PlanId = keyof PlansResponse['plans'];

/** How each plan is named and billed on the pricing grid (spec-accounts-admin §9). */
export const PLAN_DISPLAY: Record<PlanId, { name: string; period: string; popular: boolean; prioritySupport: boolean }> = {
  monthly: { name: 'Monthly', period: 'per month', popular: false, prioritySupport: false },
  quarterly: { name: 'Quarterly', period: 'every 3 months', popular: true, prioritySupport: true },
  semiannually: { name: 'Semi-Annually', period: 'every 6 months', popular: false, prioritySupport: true },
  annual: { name: 'Annually', period: 'per year', popular: false, prioritySupport: true },
};

export const PLAN_ORDER: readonly PlanId[] = ['monthly', 'quarterly', 'semiannually', 'annual'];

/** Percent saved per review against the pay-as-you-go price, rounded; 0 when there is no saving. */
export function savingsPercent(effectiveCostPerReview: number, payAsYouGoPrice: number): number {
  if (payAsYouGoPrice <= 0 || effectiveCostPerReview >= payAsYouGoPrice) return 0;
  return Math.round((1 - effectiveCostPerReview / payAsYouGoPrice) * 100);
}

export function reviews(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * What a subscriber agrees to at checkout (issue 27): the plan renews by itself at its price and
 * period until cancelled, and a period's credits expire at its end. One text for the plan's confirm
 * card, the card form and 'Complete Your Payment'.
 */
export function renewalTerms(plan: PlanId, priceText: string): { renews: string; expiry: string } {
  return {
    renews: `Renews automatically at ${priceText} ${PLAN_DISPLAY[plan].period} until you cancel. Cancel any time on Subscription Management; you keep access to the end of the period you paid for.`,
    expiry: 'Subscription credits expire at the end of each billing period; unused credits do not carry over.',
  };
}
