import type { SubscriptionPlan } from '@doco/contracts';

/** Display names of the plan values (spec-accounts-admin §3). */
export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  free: 'Free',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semiannually: 'Semi-Annually',
  annual: 'Annually',
};

/** The plan as the credits banner and the subscription page label it ("Free Plan" for the free one). */
export function planLabel(plan: SubscriptionPlan | null): string {
  return plan === null || plan === 'free' ? 'Free Plan' : PLAN_NAMES[plan];
}

/** A user with no plan recorded is on the free plan. */
export function planName(plan: SubscriptionPlan | null | undefined): string {
  return PLAN_NAMES[plan ?? 'free'];
}
