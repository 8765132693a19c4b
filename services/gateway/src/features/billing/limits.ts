import type { LimitRule } from '../../plugins/rate-limit.ts';

// Payment calls per signed-in user. Creating payments reaches Stripe, and card confirmations are how
// stolen card numbers get tested: both are capped well above what a buyer needs.

const MINUTE = 60_000;
const byUser = (name: string, max: number, windowMs: number): LimitRule => ({
  name: `${name}:user`,
  max,
  windowMs,
  key: (request) => request.user?.id,
});

export const BILLING_LIMITS = {
  createPayment: [byUser('billing-create', 30, 60 * MINUTE)],
  confirmCard: [byUser('billing-confirm', 20, 10 * MINUTE)],
} as const;
