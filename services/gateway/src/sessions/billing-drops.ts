import type { BillingClient } from '../clients/billing.ts';
import type { SessionCache } from './auth-cache.ts';

/** Billing calls that change a user's credits or plan; the user's id is their first argument. */
const CHANGES_USER = [
  'consume',
  'createSubscription',
  'cancelSubscription',
  'changePlan',
  'completePayment',
  'createPayg',
  'allocate',
  'sandboxConfirm',
  'setCredits',
  'adminSetPlan',
] as const satisfies readonly (keyof BillingClient)[];

/**
 * The billing client whose changing calls drop the user's cached row and balance in this gateway
 * when they return, so the same browser's next poll sees the change even before billing's
 * broadcast arrives. Called whether the call succeeded or not (it may have changed something).
 */
export function forgettingBilling(billing: BillingClient, cache: SessionCache | undefined): BillingClient {
  if (!cache) return billing;
  const wrapped: BillingClient = { ...billing };
  for (const name of CHANGES_USER) {
    const call = billing[name] as (userId: string, ...rest: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = async (userId: string, ...rest: unknown[]) => {
      try {
        return await call(userId, ...rest);
      } finally {
        cache.forget(userId);
      }
    };
  }
  return wrapped;
}
