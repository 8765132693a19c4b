import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditsClient } from '@doco/billing-client';
import { DEV_BILLING_TOKEN_WORKER } from '@doco/config';
import { freePort } from '@doco/testkit';
import { createHarness, seedDocument, type Harness } from '../../test/harness.ts';
import { createRefundOutboxRepository } from '../repository/refund-outbox-repository.ts';
import { createRefundDelivery, retryDelayMs } from './refund-delivery.ts';

// The refunds the worker owes (issue 25), delivered to the real billing app on this test's database.

let h: Harness;
let unreachable: ReturnType<typeof createCreditsClient>;
beforeAll(async () => {
  h = await createHarness();
  unreachable = createCreditsClient(`http://127.0.0.1:${await freePort()}`, DEV_BILLING_TOKEN_WORKER, 1_000);
});
afterAll(() => h?.close());

const RETRY = { baseMs: 60_000, maxMs: 600_000 };
const outboxRow = (analysisId: string) => h.db.selectFrom('refundOutbox').selectAll().where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
const refunds = (analysisId: string) => h.db.selectFrom('creditLedger').select('delta').where('idempotencyKey', '=', `refund:${analysisId}`).execute();

async function owed() {
  const seeded = await seedDocument(h, Buffer.from('x'), 'contract.pdf', { consumed: true });
  await createRefundOutboxRepository(h.db).owe(seeded.analysisId, 'Analysis failed: damaged');
  return seeded.analysisId;
}

describe('refund delivery', () => {
  it('keeps a refund billing cannot take, records why, and waits longer after each failure', async () => {
    const analysisId = await owed();
    const down = createRefundDelivery({ db: h.db, credits: unreachable, logger: h.logger, retry: RETRY });
    expect(await down.deliverNow(analysisId)).toBe(false);
    const first = await outboxRow(analysisId);
    expect(first).toMatchObject({ attempts: 1, confirmedAt: null, lastError: expect.stringContaining('billing unreachable') });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: the loop leaves it alone rather than calling billing again.
    expect(await down.drain()).toBe(0);
    expect((await outboxRow(analysisId)).attempts).toBe(1);
    expect(await refunds(analysisId)).toEqual([]);

    // Due again (its wait over), billing back: refunded once, confirmed, and never sent again.
    await h.db.updateTable('refundOutbox').set({ nextAttemptAt: new Date(Date.now() - 1) }).where('analysisId', '=', analysisId).execute();
    const up = createRefundDelivery({ db: h.db, credits: h.credits, logger: h.logger, retry: RETRY });
    expect(await up.drain()).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(analysisId)).toMatchObject({ attempts: 2, outcome: 'refunded', confirmedAt: expect.any(Date) });
    expect(await up.deliverNow(analysisId)).toBe(false);
    expect(await refunds(analysisId)).toEqual([{ delta: 1 }]);
  });

  it('two worker processes draining at once deliver each refund once', async () => {
    const ids = await Promise.all([owed(), owed(), owed()]);
    const a = createRefundDelivery({ db: h.db, credits: h.credits, logger: h.logger, retry: RETRY });
    const b = createRefundDelivery({ db: h.db, credits: h.credits, logger: h.logger, retry: RETRY });
    await Promise.all([a.drain(), b.drain()]);
    for (const id of ids) {
      expect(await outboxRow(id)).toMatchObject({ attempts: 1, outcome: 'refunded' });
      expect(await refunds(id)).toEqual([{ delta: 1 }]);
    }
  });

  it('waits twice as long after each failure, up to the longest wait', () => {
    expect([0, 1, 2, 3, 10, 60].map((attempts) => retryDelayMs(attempts, { baseMs: 5_000, maxMs: 600_000 }))).toEqual([5_000, 10_000, 20_000, 40_000, 600_000, 600_000]);
  });
});
