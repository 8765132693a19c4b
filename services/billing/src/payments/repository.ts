import { sql, type Kysely, type Transaction } from 'kysely';
import { toJson, type Database, type JsonObject, type NewPayment, type Payment } from '@doco/db';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentType = 'payg_credits' | 'subscription_payment';

export type NewPaymentRow = Omit<NewPayment, 'metadata'> & { type: PaymentType; metadata?: JsonObject };

/** All SQL of the payments table: one row per payment the user made or was charged. */
export function createPaymentsRepository(db: Db) {
  return {
    async insert(row: NewPaymentRow): Promise<Payment> {
      const { metadata, ...rest } = row;
      return db
        .insertInto('payments')
        .values({ ...rest, metadata: toJson(metadata ?? {}) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Inserts a row for a subscription invoice unless one exists for it; returns the row either way. */
    async insertForInvoice(row: NewPaymentRow & { stripeInvoiceId: string }): Promise<Payment> {
      const { metadata, ...rest } = row;
      await db
        .insertInto('payments')
        .values({ ...rest, metadata: toJson(metadata ?? {}) })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const found = await createPaymentsRepository(db).findByInvoice(row.stripeInvoiceId);
      if (!found) throw new Error(`payment for invoice ${row.stripeInvoiceId} was neither inserted nor found`);
      return found;
    },

    async findById(id: string) {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByIntent(paymentIntentId: string) {
      return db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirst();
    },

    async findByInvoice(invoiceId: string) {
      return db.selectFrom('payments').selectAll().where('stripeInvoiceId', '=', invoiceId).executeTakeFirst();
    },

    /** The newest payment of a subscription still waiting for the card. */
    async pendingForSubscription(subscriptionId: string) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('stripeSubscriptionId', '=', subscriptionId)
        .where('status', 'in', ['pending', 'failed'])
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    /**
     * Succeeded, with the next tax invoice number on first success (never reused: a sequence). A
     * refunded or disputed payment stays so: it is not revenue again.
     */
    async markSucceeded(id: string) {
      await db
        .updateTable('payments')
        .set({
          status: 'succeeded',
          invoiceNumber: sql<string>`coalesce(invoice_number, nextval('invoice_number_seq'))`,
          invoicedAt: sql<Date>`coalesce(invoiced_at, now())`,
        })
        .where('id', '=', id)
        .where('status', 'not in', ['refunded', 'disputed'])
        .execute();
    },

    /** Claims the receipt mail of a succeeded payment; true for the one caller that got it. */
    async claimReceipt(id: string): Promise<boolean> {
      const row = await db
        .updateTable('payments')
        .set({ receiptSentAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where('receiptSentAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a claim back after the mail could not be queued, so the next event for it tries again. */
    async releaseReceipt(id: string) {
      await db.updateTable('payments').set({ receiptSentAt: null }).where('id', '=', id).execute();
    },

    /** A user's invoiced payment with the buyer's name and email, or undefined. */
    async invoiceOf(userId: string, paymentId: string) {
      return db
        .selectFrom('payments as p')
        .innerJoin('payersV as u', 'u.id', 'p.userId')
        .select(['p.id', 'p.invoiceNumber', 'p.invoicedAt', 'p.amount', 'p.currency', 'p.description', 'p.credits', 'p.type', 'u.firstName', 'u.lastName', 'u.email'])
        .where('p.id', '=', paymentId)
        .where('p.userId', '=', userId)
        .where('p.invoiceNumber', 'is not', null)
        .executeTakeFirst();
    },

    async setStatus(id: string, status: string) {
      await db.updateTable('payments').set({ status }).where('id', '=', id).where('status', '<>', status).execute();
    },

    /** Marks pending/failed payments of a subscription cancelled (its unpaid invoice is void now). */
    async cancelPendingForSubscription(subscriptionId: string) {
      await db
        .updateTable('payments')
        .set({ status: 'canceled' })
        .where('stripeSubscriptionId', '=', subscriptionId)
        .where('status', 'in', ['pending', 'failed'])
        .execute();
    },

    /** Succeeded payments (money kept: refunded and disputed ones have left this status) since `since`, and their sum. */
    async revenue(since: Date | null): Promise<{ payments: number; revenueCents: number }> {
      let query = db
        .selectFrom('payments')
        .select([sql<number>`count(*)::int`.as('payments'), sql<number>`coalesce(sum(amount), 0)::bigint`.as('revenueCents')])
        .where('status', '=', 'succeeded');
      if (since) query = query.where('createdAt', '>=', since);
      const row = await query.executeTakeFirstOrThrow();
      return { payments: row.payments, revenueCents: Number(row.revenueCents) };
    },

    /** Purchases that went through, newest first, refunded and disputed ones included (they stay in history). */
    async purchasesOfUser(userId: string) {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('userId', '=', userId)
        .where('status', 'in', ['succeeded', 'refunded', 'disputed'])
        .orderBy('createdAt', 'desc')
        .execute();
    },

    /** Records money that went back: the refunded total so far, and when it first did. */
    async recordRefund(id: string, amountRefunded: number) {
      await db
        .updateTable('payments')
        .set({
          refundedAt: sql<Date>`coalesce(refunded_at, now())`,
          amountRefunded: sql<number>`greatest(amount_refunded, ${Math.max(0, Math.round(amountRefunded))}::int)`,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Claims the refund mail of a refunded payment; true for the one caller that got it. */
    async claimRefundNotice(id: string): Promise<boolean> {
      const row = await db
        .updateTable('payments')
        .set({ refundNoticeSentAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'refunded')
        .where('refundNoticeSentAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async releaseRefundNotice(id: string) {
      await db.updateTable('payments').set({ refundNoticeSentAt: null }).where('id', '=', id).execute();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
