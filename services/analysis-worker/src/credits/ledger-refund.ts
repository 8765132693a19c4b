import { sql, type Database, type Kysely } from '@doco/db';
import type { Credits } from './types.ts';

/**
 * Refund straight on the credit ledger, until billing exposes its internal refund endpoint.
 * One INSERT ... SELECT: a `refund:{analysisId}` entry mirroring the `consume:{analysisId}` entry
 * (same user, kind and expiry, opposite delta), written only if that consume entry exists, and at
 * most once (unique idempotency key, ON CONFLICT DO NOTHING) however often a failure is handled.
 */
export function createLedgerRefund(db: Kysely<Database>): Credits {
  return {
    async refund(analysisId, reason) {
      await db
        .insertInto('creditLedger')
        .columns(['userId', 'kind', 'delta', 'expiresAt', 'analysisId', 'idempotencyKey', 'reason'])
        .expression(
          db
            .selectFrom('creditLedger as c')
            .select([
              'c.userId',
              'c.kind',
              sql<number>`-c.delta`.as('delta'),
              'c.expiresAt',
              sql<string>`${analysisId}::uuid`.as('analysisId'),
              sql<string>`${`refund:${analysisId}`}`.as('idempotencyKey'),
              sql<string>`${reason}`.as('reason'),
            ])
            .where('c.idempotencyKey', '=', `consume:${analysisId}`)
            .where('c.delta', '<', 0),
        )
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .execute();
    },
  };
}
