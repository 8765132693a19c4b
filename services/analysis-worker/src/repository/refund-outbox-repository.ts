import { sql, type Database, type Kysely, type RefundOutcome } from '@doco/db';

// The SQL of the refunds the worker owes (issue 25): `refund_outbox`, the worker's own table.

export interface OwedRefund {
  analysisId: string;
  reason: string;
  /** Deliveries tried before this one. */
  attempts: number;
}

const after = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** Over a database or a transaction (`fail` writes the row in the transaction that marks the analysis failed). */
export function createRefundOutboxRepository(db: Kysely<Database>) {
  return {
    /** Records the credit an analysis owes back; once, however often a job fails. */
    async owe(analysisId: string, reason: string) {
      await db
        .insertInto('refundOutbox')
        .values({ analysisId, reason: reason.slice(0, 500) })
        .onConflict((oc) => oc.column('analysisId').doNothing())
        .execute();
    },

    /**
     * Takes refunds to deliver now: the one named, or up to `limit` that are due, oldest first. Each is
     * leased for `leaseMs` (its next try moved past the delivery), so two worker processes never deliver
     * the same refund at once; a process that dies mid-delivery leaves it due again after the lease.
     */
    async claim(options: { analysisId?: string; limit: number; leaseMs: number }): Promise<OwedRefund[]> {
      return db
        .updateTable('refundOutbox')
        .set({ nextAttemptAt: after(options.leaseMs) })
        .where('analysisId', 'in', (eb) =>
          eb
            .selectFrom('refundOutbox')
            .select('analysisId')
            .where('confirmedAt', 'is', null)
            .$if(options.analysisId !== undefined, (qb) => qb.where('analysisId', '=', options.analysisId!))
            .$if(options.analysisId === undefined, (qb) => qb.where('nextAttemptAt', '<=', sql<Date>`now()`))
            .orderBy('nextAttemptAt')
            .limit(options.limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['analysisId', 'reason', 'attempts'])
        .execute();
    },

    /** Billing confirmed it: refunded now, refunded before, or nothing was consumed to give back. */
    async confirm(analysisId: string, outcome: RefundOutcome) {
      await db
        .updateTable('refundOutbox')
        .set((eb) => ({ confirmedAt: sql<Date>`now()`, lastAttemptAt: sql<Date>`now()`, outcome, attempts: eb('attempts', '+', 1) }))
        .where('analysisId', '=', analysisId)
        .execute();
    },

    /** The delivery failed: why, and when to try again. */
    async retryLater(analysisId: string, error: string, delayMs: number) {
      await db
        .updateTable('refundOutbox')
        .set((eb) => ({ lastError: error.slice(0, 500), lastAttemptAt: sql<Date>`now()`, nextAttemptAt: after(delayMs), attempts: eb('attempts', '+', 1) }))
        .where('analysisId', '=', analysisId)
        .where('confirmedAt', 'is', null)
        .execute();
    },
  };
}
export type RefundOutboxRepository = ReturnType<typeof createRefundOutboxRepository>;
