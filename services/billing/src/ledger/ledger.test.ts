import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { buildBillingApp } from '../app.ts';
import { createLedgerRepository } from './repository.ts';
import { createLedger, NoCreditsError, pickBucket } from './service.ts';
import { DEV_BILLING_TOKEN_GATEWAY, DEV_BILLING_TOKEN_WORKER } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';

/** What the gateway sends on every internal call. */
const AUTH = internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY);
/** What the analysis worker sends: its token reaches the refund route only. */
const WORKER_AUTH = internalAuthHeader(DEV_BILLING_TOKEN_WORKER);


let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const DAY = 24 * 3600 * 1000;
const grant = (userId: string, kind: 'payg' | 'subscription', amount: number, expiresAt: Date | null, key = randomUUID()) =>
  createLedgerRepository(t.db).insert({ userId, kind, delta: amount, expiresAt, idempotencyKey: `grant:${key}` });

describe('credit ledger', () => {
  it('starts every account with one free credit', async () => {
    const user = await createUser(t.db);
    const ledger = createLedger(t.db);
    expect(await ledger.balance(user.id)).toEqual({
      freeCreditsRemaining: 1,
      subscriptionCreditsRemaining: 0,
      subscriptionOnlyCreditsRemaining: 0,
      paygCreditsRemaining: 0,
      totalCreditsRemaining: 1,
    });
    await ledger.balance(user.id);
    expect((await ledger.balance(user.id)).freeCreditsRemaining).toBe(1);
  });

  it('charges an analysis once however often it is started, and refuses when nothing is left', async () => {
    const user = await createUser(t.db);
    const ledger = createLedger(t.db);
    const analysisId = randomUUID();
    expect(await ledger.consume(user.id, analysisId)).toEqual({ outcome: 'consumed', kind: 'free' });
    expect(await ledger.consume(user.id, analysisId)).toEqual({ outcome: 'already', kind: 'free' });
    expect((await ledger.balance(user.id)).totalCreditsRemaining).toBe(0);
    await expect(ledger.consume(user.id, randomUUID())).rejects.toThrow(NoCreditsError);
  });

  it('never spends more credits than there are when many starts race', async () => {
    const user = await createUser(t.db);
    await grant(user.id, 'payg', 2, null);
    const ledger = createLedger(t.db);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => ledger.consume(user.id, randomUUID())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof NoCreditsError)).toHaveLength(7);
    expect((await ledger.balance(user.id)).totalCreditsRemaining).toBe(0);
  });

  it('takes the credit that expires soonest first, and ignores expired ones', async () => {
    const user = await createUser(t.db);
    const now = new Date('2026-11-22T00:00:00Z');
    await grant(user.id, 'subscription', 1, new Date(now.getTime() - DAY)); // already expired
    await grant(user.id, 'subscription', 2, new Date(now.getTime() + 10 * DAY));
    await grant(user.id, 'payg', 1, null);
    const ledger = createLedger(t.db, () => now);
    const balance = await ledger.balance(user.id);
    expect(balance).toMatchObject({ freeCreditsRemaining: 1, subscriptionOnlyCreditsRemaining: 2, paygCreditsRemaining: 1, subscriptionCreditsRemaining: 3 });
    const kinds = [];
    for (let i = 0; i < 4; i++) kinds.push((await ledger.consume(user.id, randomUUID())).kind);
    expect(kinds).toEqual(['subscription', 'subscription', 'free', 'payg']);
  });

  it('refunds an analysis once, with the kind it was paid with', async () => {
    const user = await createUser(t.db);
    const ledger = createLedger(t.db);
    const analysisId = randomUUID();
    await ledger.consume(user.id, analysisId);
    expect(await ledger.refund(analysisId, 'failed')).toEqual({ outcome: 'refunded' });
    expect(await ledger.refund(analysisId, 'failed again')).toEqual({ outcome: 'already' });
    expect(await ledger.refund(randomUUID(), 'never charged')).toEqual({ outcome: 'nothing-to-refund' });
    expect((await ledger.balance(user.id)).freeCreditsRemaining).toBe(1);
  });

  it('orders buckets by expiry, then free before bought', () => {
    const soon = new Date('2026-12-01');
    expect(pickBucket([{ kind: 'payg', expiresAt: null, remaining: 1 }, { kind: 'free', expiresAt: null, remaining: 1 }])?.kind).toBe('free');
    expect(pickBucket([{ kind: 'free', expiresAt: null, remaining: 1 }, { kind: 'subscription', expiresAt: soon, remaining: 1 }])?.kind).toBe('subscription');
    expect(pickBucket([])).toBeUndefined();
  });
});

describe('internal credit endpoints', () => {
  it('lets exactly one of 50 concurrent starts spend the only credit; the other 49 get 402; a refund restores exactly one', async () => {
    const app = await buildBillingApp({ db: t.db });
    const user = await createUser(t.db);
    const analyses = Array.from({ length: 50 }, () => randomUUID());
    const responses = await Promise.all(
      analyses.map((analysisId) => app.inject({ headers: AUTH, method: 'POST', url: '/internal/credits/consume', payload: { userId: user.id, analysisId } })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(49);
    const charged = analyses[codes.indexOf(200)]!;

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ headers: WORKER_AUTH, method: 'POST', url: '/internal/credits/refund', payload: { analysisId: charged, reason: 'failed' } })),
    );
    expect(refunds.map((r) => r.json().outcome).sort()).toEqual(['already', ...Array(8).fill('already'), 'refunded'].sort());
    const balance = await app.inject({ headers: AUTH, url: `/internal/credits/${user.id}` });
    expect(balance.json()).toMatchObject({ freeCreditsRemaining: 1, totalCreditsRemaining: 1 });
    await app.close();
  });

  it('answers 402 with the product message when no credit is left, and 404 for an unknown user', async () => {
    const app = await buildBillingApp({ db: t.db });
    const user = await createUser(t.db);
    const first = await app.inject({ headers: AUTH, method: 'POST', url: '/internal/credits/consume', payload: { userId: user.id, analysisId: randomUUID() } });
    expect(first.json()).toEqual({ outcome: 'consumed', kind: 'free' });
    const second = await app.inject({ headers: AUTH, method: 'POST', url: '/internal/credits/consume', payload: { userId: user.id, analysisId: randomUUID() } });
    expect(second.statusCode).toBe(402);
    expect(second.json().message).toBe('No credits available. Choose a subscription plan or pay-as-you-go to continue.');
    const unknown = await app.inject({ headers: AUTH, method: 'GET', url: `/internal/credits/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ headers: AUTH, method: 'POST', url: '/internal/credits/consume', payload: { userId: 'x' } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});

describe('telling gateways', () => {
  it('says which user changed after each committed write, and nothing for a repeat or a refusal', async () => {
    const user = await createUser(t.db);
    const told: string[] = [];
    const ledger = createLedger(t.db, () => new Date(), undefined, (userId) => told.push(userId));
    await ledger.balance(user.id); // the sign-up credit
    expect(told).toEqual([user.id]);
    const analysisId = randomUUID();
    await ledger.consume(user.id, analysisId);
    await ledger.consume(user.id, analysisId); // a repeat writes nothing
    expect(told).toEqual([user.id, user.id]);
    await expect(ledger.consume(user.id, randomUUID())).rejects.toBeInstanceOf(NoCreditsError);
    expect(told).toHaveLength(2);
    await ledger.refund(analysisId, 'failed');
    await ledger.grant({ userId: user.id, kind: 'payg', delta: 2, expiresAt: null, idempotencyKey: `grant:${randomUUID()}` });
    await ledger.setBalance({ userId: user.id, target: 5, reason: 'goodwill', adminId: 'admin-1', requestId: randomUUID() });
    expect(told).toEqual([user.id, user.id, user.id, user.id, user.id]);
  });

  it('gives, with the credits answer, when the soonest unspent credit expires', async () => {
    const user = await createUser(t.db);
    const soon = new Date(Date.now() + 3 * DAY);
    await grant(user.id, 'subscription', 5, new Date(Date.now() + 30 * DAY));
    await grant(user.id, 'payg', 1, soon);
    const app = await buildBillingApp({ db: t.db });
    const res = await app.inject({ headers: AUTH, url: `/internal/billing/users/${user.id}/credits` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-doco-credits-hold-until']).toBe(soon.toISOString());
    expect(res.json().totalCreditsRemaining).toBe(7);
    await app.close();
  });
});
