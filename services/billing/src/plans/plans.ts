import {
  PAID_PLANS,
  PAYG_MAX_QUANTITY,
  PAYG_MIN_QUANTITY,
  type PaidPlan,
  type PaygTier,
  type PlanOffer,
  type PlansResponse,
  type SubscriptionPlan,
} from '@doco/contracts';

// The one place prices live (A$ cents). The web reads them from GET /api/subscription/plans.

export const PAYG_UNIT_PRICE = 300;

interface PlanDefinition {
  name: string;
  price: number;
  credits: number;
  interval: 'month' | 'year';
  intervalCount: number;
  /** Length of one billing period in calendar months (used by the sandbox's clock). */
  months: number;
  description: string;
}

export const PLANS: Record<PaidPlan, PlanDefinition> = {
  monthly: { name: 'Monthly', price: 2750, credits: 10, interval: 'month', intervalCount: 1, months: 1, description: '10 property document reviews every month' },
  quarterly: { name: 'Quarterly', price: 7500, credits: 30, interval: 'month', intervalCount: 3, months: 3, description: '30 property document reviews every 3 months' },
  semiannually: { name: 'Semi-Annually', price: 13500, credits: 60, interval: 'month', intervalCount: 6, months: 6, description: '60 property document reviews every 6 months' },
  annual: { name: 'Annually', price: 24000, credits: 120, interval: 'year', intervalCount: 1, months: 12, description: '120 property document reviews every year' },
};

/** Bulk pay-as-you-go prices: the unit price of the highest tier the quantity reaches. */
export const PAYG_TIERS: readonly PaygTier[] = [
  { minQuantity: 1, unitPrice: 300 },
  { minQuantity: 10, unitPrice: 290 },
  { minQuantity: 20, unitPrice: 275 },
  { minQuantity: 50, unitPrice: 250 },
];

export function isPaidPlan(plan: string): plan is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(plan);
}

export function isValidPaygQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= PAYG_MIN_QUANTITY && quantity <= PAYG_MAX_QUANTITY;
}

export function paygUnitPrice(quantity: number): number {
  let unit = PAYG_UNIT_PRICE;
  for (const tier of PAYG_TIERS) if (quantity >= tier.minQuantity) unit = tier.unitPrice;
  return unit;
}

/** Total in cents for `quantity` pay-as-you-go credits (integer cents, so nothing to round). */
export function paygTotal(quantity: number): number {
  return paygUnitPrice(quantity) * quantity;
}

export function effectiveCostPerReview(plan: SubscriptionPlan): number {
  if (plan === 'free') return PAYG_UNIT_PRICE;
  return Math.round(PLANS[plan].price / PLANS[plan].credits);
}

export function planDisplayName(plan: SubscriptionPlan | null): string {
  if (!plan) return 'Pay-as-you-go';
  return plan === 'free' ? 'Free' : PLANS[plan].name;
}

function offer(plan: PaidPlan): PlanOffer {
  const { name, price, credits, description, interval, intervalCount } = PLANS[plan];
  const perReview = effectiveCostPerReview(plan);
  return {
    name,
    price,
    credits,
    description,
    effectiveCostPerReview: perReview,
    interval,
    intervalCount,
    savingsPercent: Math.round(((PAYG_UNIT_PRICE - perReview) / PAYG_UNIT_PRICE) * 100),
  };
}

export function plansResponse(): PlansResponse {
  return {
    currency: 'aud',
    plans: { monthly: offer('monthly'), quarterly: offer('quarterly'), semiannually: offer('semiannually'), annual: offer('annual') },
    payAsYouGo: { price: PAYG_UNIT_PRICE, minQuantity: PAYG_MIN_QUANTITY, maxQuantity: PAYG_MAX_QUANTITY, tiers: [...PAYG_TIERS] },
  };
}
