import type { Kysely, Transaction } from 'kysely';
import { toJson, type Database, type JsonObject, type NewPayment, type Payment } from '@doco/db';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentType = 'payg_credits' | 'subscription_payment';

export type NewPaymentRow = Omit<NewPayment, 'metadata'> & { type: PaymentType; metadata?: JsonObject };

/** All SQL of the payments table: one row per payment the user made or was charged. */
export const paymentsRepository = {
  async insert(db: Db, row: NewPaymentRow): Promise<Payment> {
    const { metadata, ...rest } = row;
    return db
      .insertInto('payments')
      .values({ ...rest, metadata: toJson(metadata ?? {}) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Inserts a row for a subscription invoice unless one exists for it; returns the row either way. */
  async insertForInvoice(db: Db, row: NewPaymentRow & { stripeInvoiceId: string }): Promise<Payment> {
    const { metadata, ...rest } = row;
    await db
      .insertInto('payments')
      .values({ ...rest, metadata: toJson(metadata ?? {}) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const found = await paymentsRepository.findByInvoice(db, row.stripeInvoiceId);
    if (!found) throw new Error(`payment for invoice ${row.stripeInvoiceId} was neither inserted nor found`);
    return found;
  },

  async findByIntent(db: Db, paymentIntentId: string) {
    return db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirst();
  },

  async findByInvoice(db: Db, invoiceId: string) {
    return db.selectFrom('payments').selectAll().where('stripeInvoiceId', '=', invoiceId).executeTakeFirst();
  },

  /** The newest payment of a subscription still waiting for the card. */
  async pendingForSubscription(db: Db, subscriptionId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('stripeSubscriptionId', '=', subscriptionId)
      .where('status', 'in', ['pending', 'failed'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
  },

  async setStatus(db: Db, id: string, status: string) {
    await db.updateTable('payments').set({ status }).where('id', '=', id).where('status', '<>', status).execute();
  },

  /** Marks pending/failed payments of a subscription cancelled (its unpaid invoice is void now). */
  async cancelPendingForSubscription(db: Db, subscriptionId: string) {
    await db
      .updateTable('payments')
      .set({ status: 'canceled' })
      .where('stripeSubscriptionId', '=', subscriptionId)
      .where('status', 'in', ['pending', 'failed'])
      .execute();
  },

  /** Successful purchases, newest first. */
  async succeededForUser(db: Db, userId: string) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', userId)
      .where('status', '=', 'succeeded')
      .orderBy('createdAt', 'desc')
      .execute();
  },
};
