import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingApp } from '@doco/billing/app';
import { DEV_BILLING_TOKEN_GATEWAY, DEV_BILLING_TOKEN_WORKER } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';
import { createTestDatabase, createUser, freePort, type TestDatabase } from '@doco/testkit';
import { BillingCallError, createCreditsClient } from './credits-client.ts';

// Against the real billing app over HTTP, on a test database.
let t: TestDatabase;
let app: Awaited<ReturnType<typeof buildBillingApp>>;
let url: string;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildBillingApp({ db: t.db });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await t?.destroy();
});

describe('credits client', () => {
  it('refunds the credit an analysis consumed, once', async () => {
    const user = await createUser(t.db);
    const analysisId = randomUUID();
    const consumed = await app.inject({ method: 'POST', url: '/internal/credits/consume', headers: internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY), payload: { userId: user.id, analysisId } });
    expect(consumed.statusCode).toBe(200);
    const client = createCreditsClient(url, DEV_BILLING_TOKEN_WORKER);
    expect(await client.refund(analysisId, 'Analysis failed: damaged PDF')).toEqual({ outcome: 'refunded' });
    expect(await client.refund(analysisId, 'again')).toEqual({ outcome: 'already' });
    expect(await client.refund(randomUUID(), 'never consumed')).toEqual({ outcome: 'nothing-to-refund' });
    const rows = await t.db.selectFrom('creditLedger').select(['delta', 'reason']).where('analysisId', '=', analysisId).orderBy('createdAt').execute();
    expect(rows).toEqual([expect.objectContaining({ delta: -1 }), { delta: 1, reason: 'Analysis failed: damaged PDF' }]);
  });

  it('reports a refused token and an unreachable billing as BillingCallError', async () => {
    const wrong = createCreditsClient(url, 'x'.repeat(40));
    await expect(wrong.refund(randomUUID(), 'r')).rejects.toMatchObject({ name: 'BillingCallError', status: 401 });
    // The gateway's token does not refund analyses: that route is the worker's alone.
    const gateway = createCreditsClient(url, DEV_BILLING_TOKEN_GATEWAY);
    await expect(gateway.refund(randomUUID(), 'r')).rejects.toMatchObject({ name: 'BillingCallError', status: 403 });
    const nowhere = createCreditsClient(`http://127.0.0.1:${await freePort()}`, DEV_BILLING_TOKEN_WORKER, 1_000);
    await expect(nowhere.refund(randomUUID(), 'r')).rejects.toBeInstanceOf(BillingCallError);
  });
});
