import { sql, type Kysely } from 'kysely';
import { toJson, type Database } from '@doco/db';

/** The visitor id of the events the gateway records itself; the admin funnel counts only these. */
export const SERVER_VISITOR = 'server';

/**
 * Checkouts begun and purchases, recorded by the gateway when billing answers (issue 24): never taken
 * from a browser, which could claim any number with any value. Amounts are integer cents from billing.
 * A failure to record is logged by the caller and never fails the payment call.
 */
export function createServerEvents(db: Kysely<Database>) {
  return {
    async checkoutBegun(userId: string, checkout: { item: string; valueCents: number; transactionId: string }) {
      await db
        .insertInto('analyticsEvents')
        .values({
          name: 'begin_checkout',
          userId,
          visitorId: SERVER_VISITOR,
          path: '/subscription',
          properties: toJson({ item: checkout.item, value_cents: checkout.valueCents, currency: 'AUD', transaction_id: checkout.transactionId }),
        })
        .execute();
    },

    /** One purchase per payment, however often the browser asks billing to allocate it. */
    async purchased(userId: string, transactionId: string) {
      await sql`
        insert into analytics_events (name, user_id, visitor_id, path, properties)
        select 'purchase', ${userId}, ${SERVER_VISITOR}, '/subscription', ${JSON.stringify({ transaction_id: transactionId })}::jsonb
        where not exists (
          select 1 from analytics_events
          where name = 'purchase' and visitor_id = ${SERVER_VISITOR} and properties->>'transaction_id' = ${transactionId}
        )`.execute(db);
    },
  };
}
export type ServerEvents = ReturnType<typeof createServerEvents>;
