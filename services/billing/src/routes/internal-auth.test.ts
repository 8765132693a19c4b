import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { internalAuthHeader } from '@doco/service-kit';
import { buildBillingApp } from '../app.ts';

const TOKEN = 'internal-token-of-this-test-0123456789-abc';
let t: TestDatabase;
let app: Awaited<ReturnType<typeof buildBillingApp>>;
beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildBillingApp({ db: t.db, internalApiToken: TOKEN });
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

describe("billing's internal API", () => {
  it.each([
    ['no token', {}],
    ['a wrong token', internalAuthHeader('internal-token-of-another-0123456789-abc')],
    ['a token of the wrong scheme', { authorization: `Basic ${TOKEN}` }],
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
    const balance = await app.inject({ url: `/internal/credits/${user.id}`, headers: internalAuthHeader(TOKEN) });
    expect(balance.json()).toMatchObject({ freeCreditsRemaining: 1 });
  });

  it('serves a call with the token, and keeps /healthz and /readyz open to probes', async () => {
    const user = await createUser(t.db);
    const res = await app.inject({ method: 'POST', url: '/internal/credits/consume', headers: internalAuthHeader(TOKEN), payload: { userId: user.id, analysisId: randomUUID() } });
    expect(res.json()).toEqual({ outcome: 'consumed', kind: 'free' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
