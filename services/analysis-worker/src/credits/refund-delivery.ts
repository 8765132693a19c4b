import type { Database, Kysely } from '@doco/db';
import type { Logger } from 'pino';
import { createRefundOutboxRepository, type OwedRefund } from '../repository/refund-outbox-repository.ts';
import type { Credits } from './types.ts';

// Delivers the refunds `refund_outbox` records (issue 25): once right after the analysis failed, then
// again with a doubling wait until billing confirms. Billing's refund is idempotent by analysis (its
// ledger key `refund:{analysisId}`), so a delivery repeated after a lost answer gives the credit once.

export interface RefundRetry {
  /** The wait after the first failed delivery, ms. */
  baseMs: number;
  /** The longest wait between deliveries, ms. */
  maxMs: number;
}

/** The wait before the next delivery of a refund whose `attempts` deliveries have all failed so far. */
export function retryDelayMs(attempts: number, retry: RefundRetry): number {
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.min(attempts, 30));
}

/** Longer than a delivery can take (the credits client gives up after 5 s). */
const LEASE_MS = 60_000;
const BATCH = 20;

export function createRefundDelivery(deps: { db: Kysely<Database>; credits: Credits; logger: Logger; retry: RefundRetry }) {
  const outbox = createRefundOutboxRepository(deps.db);

  async function deliver(refund: OwedRefund): Promise<boolean> {
    const logger = deps.logger.child({ analysisId: refund.analysisId, attempt: refund.attempts + 1 });
    try {
      const { outcome } = await deps.credits.refund(refund.analysisId, refund.reason);
      await outbox.confirm(refund.analysisId, outcome);
      logger.info({ outcome }, 'credit refund confirmed by billing');
      return true;
    } catch (error) {
      const delayMs = retryDelayMs(refund.attempts, deps.retry);
      await outbox.retryLater(refund.analysisId, (error as Error).message, delayMs);
      logger.warn({ reason: (error as Error).message, retryInMs: delayMs }, 'credit refund not confirmed; it stays owed and is tried again');
      return false;
    }
  }

  return {
    /** Delivers one analysis's refund now (right after it failed). Never throws: what is not confirmed stays owed. */
    async deliverNow(analysisId: string): Promise<boolean> {
      try {
        const [refund] = await outbox.claim({ analysisId, limit: 1, leaseMs: LEASE_MS });
        return refund ? await deliver(refund) : false;
      } catch (error) {
        deps.logger.error({ err: error, analysisId }, 'could not deliver a credit refund; it stays owed');
        return false;
      }
    },

    /** Delivers every refund that is due; returns how many billing confirmed. */
    async drain(): Promise<number> {
      let confirmed = 0;
      for (;;) {
        const batch = await outbox.claim({ limit: BATCH, leaseMs: LEASE_MS });
        for (const refund of batch) if (await deliver(refund)) confirmed += 1;
        if (batch.length < BATCH) return confirmed;
      }
    },
  };
}
export type RefundDelivery = ReturnType<typeof createRefundDelivery>;

/** Drains the outbox every `intervalMs` until stopped; `stop()` waits for a drain under way. */
export function startRefundLoop(delivery: RefundDelivery, options: { intervalMs: number; logger: Logger }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = delivery
      .drain()
      .catch((error) => options.logger.error({ err: error }, 'refund outbox could not be read; trying again later'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
