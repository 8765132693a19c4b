import { sql, type Kysely, type Transaction } from 'kysely';
import type { CreditKind, Database } from '@doco/db';

type Db = Kysely<Database> | Transaction<Database>;

/** What remains of one kind of credit with one expiry; consumption draws from buckets. */
export interface Bucket {
  kind: CreditKind;
  expiresAt: Date | null;
  remaining: number;
}

export interface NewEntry {
  userId: string;
  kind: CreditKind;
  delta: number;
  expiresAt: Date | null;
  idempotencyKey: string;
  analysisId?: string | null;
  paymentId?: string | null;
  reason?: string | null;
}

/** All SQL of the credit ledger. The ledger is append-only (a trigger refuses UPDATE/DELETE). */
export function createLedgerRepository(db: Db) {
  return {
    /** Serialises ledger writes of one user inside the current transaction. */
    async lockUser(userId: string) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${userId}, 0))`.execute(db);
    },

    /** Unexpired buckets with credit left, soonest expiry first (never-expiring last). */
    async buckets(userId: string, now: Date): Promise<Bucket[]> {
      const rows = await db
        .selectFrom('creditLedger')
        .select(['kind', 'expiresAt', sql<number>`sum(delta)::int`.as('remaining')])
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .groupBy(['kind', 'expiresAt'])
        .execute();
      return rows
        .filter((r) => r.remaining > 0)
        .map((r) => ({ kind: r.kind, expiresAt: r.expiresAt ? new Date(r.expiresAt) : null, remaining: r.remaining }));
    },

    /** Every bucket of the user with what it holds now, expired ones too (Purchase History's Used and Expired). */
    async bucketTotals(userId: string): Promise<Bucket[]> {
      const rows = await db
        .selectFrom('creditLedger')
        .select(['kind', 'expiresAt', sql<number>`sum(delta)::int`.as('remaining')])
        .where('userId', '=', userId)
        .groupBy(['kind', 'expiresAt'])
        .execute();
      return rows.map((r) => ({ kind: r.kind, expiresAt: r.expiresAt ? new Date(r.expiresAt) : null, remaining: r.remaining }));
    },

    /** Each payment's bucket (the kind and expiry of its grant) and what it holds net of revocations. */
    async purchaseCredits(paymentIds: string[]): Promise<Array<{ paymentId: string; kind: CreditKind; expiresAt: Date | null; net: number }>> {
      if (paymentIds.length === 0) return [];
      const rows = await db
        .selectFrom('creditLedger')
        .select([
          'paymentId',
          sql<CreditKind>`(array_agg(kind order by delta desc))[1]`.as('kind'),
          sql<Date | null>`(array_agg(expires_at order by delta desc))[1]`.as('expiresAt'),
          sql<number>`sum(delta)::int`.as('net'),
        ])
        .where('paymentId', 'in', paymentIds)
        .groupBy('paymentId')
        .execute();
      return rows.flatMap((r) => (r.paymentId ? [{ paymentId: r.paymentId, kind: r.kind, expiresAt: r.expiresAt ? new Date(r.expiresAt) : null, net: r.net }] : []));
    },

    /** Credits taken back from what a payment bought (its negative rows), in all. */
    async revokedForPayment(paymentId: string): Promise<number> {
      const row = await db
        .selectFrom('creditLedger')
        .select(sql<number>`coalesce(-sum(delta), 0)::int`.as('revoked'))
        .where('paymentId', '=', paymentId)
        .where('delta', '<', 0)
        .executeTakeFirstOrThrow();
      return row.revoked;
    },

    async findByKey(idempotencyKey: string) {
      return db.selectFrom('creditLedger').selectAll().where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
    },

    /** Inserts unless the idempotency key exists; returns whether a row was written. */
    async insert(entry: NewEntry): Promise<boolean> {
      const result = await db
        .insertInto('creditLedger')
        .values({
          userId: entry.userId,
          kind: entry.kind,
          delta: entry.delta,
          expiresAt: entry.expiresAt,
          idempotencyKey: entry.idempotencyKey,
          analysisId: entry.analysisId ?? null,
          paymentId: entry.paymentId ?? null,
          reason: entry.reason ?? null,
        })
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
