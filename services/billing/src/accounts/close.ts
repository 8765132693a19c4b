import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CloseAccountResponse } from '@doco/contracts';
import type { Database } from '@doco/db';
import type { PaymentProvider } from '../providers/types.ts';
import type { Subscriptions } from '../subscriptions/service.ts';
import { createSubscriptionsRepository as subscriptionsRepo } from '../subscriptions/repository.ts';

/** A one-way hash standing in for the person on payments kept after their account is deleted. */
export const payerHash = (email: string) => createHash('sha256').update(`doco-payer:${email.trim().toLowerCase()}`).digest('hex');

/**
 * Before an administrator deletes a user (the gateway deletes the account itself): every live
 * subscription is cancelled at the provider now, so the card is never charged again, and the
 * payments stay for 7 years, detached: no user id, only a one-way hash of the email. Safe to repeat.
 */
export function createAccountClosing(deps: { db: Kysely<Database>; provider: PaymentProvider; subscriptions: Subscriptions }) {
  const { db, provider, subscriptions } = deps;
  return async function closeAccount(userId: string): Promise<CloseAccountResponse> {
    const user = await db.selectFrom('payersV').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) return { subscriptionsCancelled: 0, paymentsKept: 0, payerHash: null };
    let subscriptionsCancelled = 0;
    // A user has one live subscription at most; the loop ends when none is left (each cancel ends one).
    for (let live = await subscriptionsRepo(db).current(userId); live; live = await subscriptionsRepo(db).current(userId)) {
      if (subscriptionsCancelled > 10) throw new Error(`subscriptions of user ${userId} do not end`);
      await subscriptions.sync(await provider.cancelSubscription(live.providerSubscriptionId, 'now'));
      subscriptionsCancelled += 1;
    }
    const hash = payerHash(user.email);
    const kept = await db.updateTable('payments').set({ payerHash: hash, userId: null }).where('userId', '=', userId).executeTakeFirst();
    return { subscriptionsCancelled, paymentsKept: Number(kept.numUpdatedRows), payerHash: hash };
  };
}
