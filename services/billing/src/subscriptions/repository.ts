import type { Kysely, Transaction } from 'kysely';
import { sql, type Database, type PaidPlan, type PaymentProvider, type SubscriptionPlan } from '@doco/db';
import type { ProviderSubscription } from '../providers/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Provider statuses of a subscription that is not over (it may still be waiting for its first payment). */
export const LIVE_STATUSES = ['incomplete', 'active', 'trialing', 'past_due', 'unpaid'] as const;

/** All SQL of the subscriptions table, and billing's mirror of it on the users row. */
export function createSubscriptionsRepository(db: Db) {
  return {
    /** Serialises subscription changes of one user (a double-clicked Subscribe makes one subscription). */
    async lockUser(userId: string) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${userId}`}, 0))`.execute(db);
    },

    async insert(row: { userId: string; plan: PaidPlan; provider: PaymentProvider; sub: ProviderSubscription }) {
      return db
        .insertInto('subscriptions')
        .values({
          userId: row.userId,
          plan: row.plan,
          provider: row.provider,
          status: row.sub.status,
          providerSubscriptionId: row.sub.id,
          providerCustomerId: row.sub.customerId,
          currentPeriodStart: row.sub.currentPeriodStart,
          currentPeriodEnd: row.sub.currentPeriodEnd,
          cancelAtPeriodEnd: row.sub.cancelAtPeriodEnd,
          canceledAt: row.sub.canceledAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findByProviderId(providerSubscriptionId: string) {
      return db.selectFrom('subscriptions').selectAll().where('providerSubscriptionId', '=', providerSubscriptionId).executeTakeFirst();
    },

    /** The user's newest subscription that is not over. */
    async current(userId: string) {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('userId', '=', userId)
        .where('status', 'in', [...LIVE_STATUSES])
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /** Copies the provider's view of a subscription onto our row. */
    async update(sub: ProviderSubscription) {
      return db
        .updateTable('subscriptions')
        .set({
          status: sub.status,
          // The provider's plan moves when a scheduled switch takes effect.
          ...(sub.plan ? { plan: sub.plan } : {}),
          currentPeriodStart: sub.currentPeriodStart,
          currentPeriodEnd: sub.currentPeriodEnd,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          canceledAt: sub.canceledAt,
        })
        .where('providerSubscriptionId', '=', sub.id)
        .returningAll()
        .executeTakeFirst();
    },

    async setScheduledPlan(id: string, plan: PaidPlan | null) {
      await db.updateTable('subscriptions').set({ scheduledPlan: plan, updatedAt: new Date() }).where('id', '=', id).execute();
    },

    /** The subscription columns of users (read by the UI and the admin portal). */
    async mirrorOnUser(userId: string,
      mirror: {
        plan: SubscriptionPlan;
        status: string;
        periodStart: Date | null;
        periodEnd: Date | null;
        stripeSubscriptionId: string | null;
        effectiveCostPerReview: number;
      },
    ) {
      await db
        .updateTable('users')
        .set({
          subscriptionPlan: mirror.plan,
          subscriptionStatus: mirror.status,
          subscriptionCurrentPeriodStart: mirror.periodStart,
          subscriptionCurrentPeriodEnd: mirror.periodEnd,
          stripeSubscriptionId: mirror.stripeSubscriptionId,
          effectiveCostPerReview: mirror.effectiveCostPerReview,
        })
        .where('id', '=', userId)
        .execute();
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
