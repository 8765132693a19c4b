import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@doco/db';

type Db = Kysely<Database> | Transaction<Database>;

/** The user fields billing reads, and the Stripe customer id it records. */
export function createCustomersRepository(db: Db) {
  return {
    async findUser(userId: string) {
      return db.selectFrom('payersV').select(['id', 'email', 'stripeCustomerId']).where('id', '=', userId).executeTakeFirst();
    },

    /** Records the customer unless another request recorded one first; returns the one that stands. */
    async setStripeCustomerId(userId: string, customerId: string): Promise<string> {
      await db.updateTable('users').set({ stripeCustomerId: customerId }).where('id', '=', userId).where('stripeCustomerId', 'is', null).execute();
      const row = await db.selectFrom('users').select('stripeCustomerId').where('id', '=', userId).executeTakeFirstOrThrow();
      return row.stripeCustomerId ?? customerId;
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
