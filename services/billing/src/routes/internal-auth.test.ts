import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { internalAuthHeader } from '@doco/service-kit';
import { buildBillingApp } from '../app.ts';

const GATEWAY = 'billing-token-of-the-gateway-in-this-test-0123456789';
const WORKER = 'billing-token-of-the-worker-in-this-test-0123456789';
let t: TestDatabase;
let app: Awaited<ReturnType<typeof buildBillingApp>>;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildBillingApp({ db: t.db, callerTokens: { gateway: GATEWAY, worker: WORKER } });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const ledgerRows = (userId: string) => t.db.selectFrom('creditLedger').select(['delta', 'idempotencyKey']).where('userId', '=', userId).execute();

describe("billing's internal API", () => {
  it.each([
    ['no token', {}],
    ['a wrong token', internalAuthHeader('internal-token-of-another-0123456789-abc')],
    ['a token of the wrong scheme', { authorization: `Basic ${GATEWAY}` }],
  ])('answers 401 to a call with %s and moves no credit', async (_label, headers) => {
    const user = await createUser(t.db);
    for (const [method, url] of [
      ['POST', '/internal/credits/consume'],
      ['POST', '/internal/credits/refund'],
      ['GET', `/internal/credits/${user.id}`],
      ['GET', `/internal/billing/users/${user.id}/credits`],
      ['POST', '/internal/billing/webhooks/stripe'],
      ['GET', '/internal//credits/x'],
      ['GET', '/nowhere'],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? { userId: user.id, analysisId: randomUUID() } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const balance = await app.inject({ url: `/internal/credits/${user.id}`, headers: internalAuthHeader(GATEWAY) });
    expect(balance.json()).toMatchObject({ freeCreditsRemaining: 1 });
  });

  it('serves a call with the token, and keeps /healthz and /readyz open to probes', async () => {
    const user = await createUser(t.db);
    const res = await app.inject({ method: 'POST', url: '/internal/credits/consume', headers: internalAuthHeader(GATEWAY), payload: { userId: user.id, analysisId: randomUUID() } });
    expect(res.json()).toEqual({ outcome: 'consumed', kind: 'free' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it("lets the worker's token refund an analysis's credit and nothing else: no credits set, none consumed, no payment refunded, no balance read", async () => {
    const user = await createUser(t.db);
    const analysisId = randomUUID();
    const gateway = internalAuthHeader(GATEWAY);
    const worker = internalAuthHeader(WORKER);
    expect((await app.inject({ method: 'POST', url: '/internal/credits/consume', headers: gateway, payload: { userId: user.id, analysisId } })).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['POST', `/internal/credits/${user.id}/set`, { target: 500, reason: 'stolen', adminId: 'worker', requestId: randomUUID() }],
      ['POST', '/internal/credits/consume', { userId: user.id, analysisId: randomUUID() }],
      ['GET', `/internal/credits/${user.id}`, undefined],
      ['GET', `/internal/billing/users/${user.id}/payments`, undefined],
      ['POST', `/internal/billing/payments/${randomUUID()}/refund`, {}],
      ['POST', `/internal/billing/users/${user.id}/close`, {}],
      ['POST', '/internal/billing/sandbox/clock/advance', { days: 40 }],
      ['GET', '/internal/billing/revenue', undefined],
    ] as const) {
      const res = await app.inject({ method, url, headers: worker, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ledgerRows(user.id)).map((r) => r.delta).sort()).toEqual([-1, 1]);

    const refund = await app.inject({ method: 'POST', url: '/internal/credits/refund', headers: worker, payload: { analysisId, reason: 'failed' } });
    expect(refund.json()).toEqual({ outcome: 'refunded' });
    // The gateway never refunds an analysis: that power is the worker's alone.
    const byGateway = await app.inject({ method: 'POST', url: '/internal/credits/refund', headers: gateway, payload: { analysisId: randomUUID(), reason: 'x' } });
    expect(byGateway.statusCode).toBe(403);
  });
});
