import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BILLING_TOKEN_WORKER } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';
import { createHarness, type Harness } from '../testing/harness.ts';

// The admin portal's reads of billing's tables (issue 25), over billing's internal API as the gateway
// calls them: the figures, users' credits, a user's payments, the Payments tab's list and one payment.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function paid(quantity: number) {
  const user = await h.newUser();
  const created = (await h.payg(user.id, { quantity })).body;
  await h.confirm(user.id, created.clientSecret);
  await h.allocate(user.id, created.paymentIntentId, created.metadata);
  return { user, paymentIntentId: created.paymentIntentId as string, amount: created.amount as number };
}

describe("billing's admin reads", () => {
  it('answers the figures, credits, payments and one payment with its ledger rows', async () => {
    const before = (await h.call('GET', '/internal/billing/admin/stats')).body;
    const buyer = await paid(5);
    const stranger = await h.newUser();
    await h.credits(buyer.user.id); // the sign-up credit, granted on first use

    expect((await h.call('GET', '/internal/billing/admin/stats')).body).toEqual({ activeSubscriptions: before.activeSubscriptions, totalRevenue: before.totalRevenue + buyer.amount });

    const credits = await h.call('GET', `/internal/billing/admin/credits?userIds=${buyer.user.id},${stranger.id}`);
    expect(credits.body).toEqual({ credits: { [buyer.user.id]: 6, [stranger.id]: 0 } });

    const mine = (await h.call('GET', `/internal/billing/admin/users/${buyer.user.id}/payments`)).body.payments;
    expect(mine).toEqual([expect.objectContaining({ amount: buyer.amount, currency: 'aud', type: 'payg_credits', status: 'succeeded' })]);

    const list = (await h.call('GET', '/internal/billing/admin/payments?status=succeeded&type=payg_credits')).body;
    const row = list.payments.find((p: { userId: string }) => p.userId === buyer.user.id);
    expect(row).toMatchObject({ userEmail: buyer.user.email, amount: buyer.amount, credits: 5, provider: 'sandbox' });
    expect(list).toMatchObject({ page: 1, pageSize: 20 });
    expect((await h.call('GET', '/internal/billing/admin/payments?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    expect((await h.call('GET', '/internal/billing/admin/payments?status=refunded')).body.payments.some((p: { id: string }) => p.id === row.id)).toBe(false);

    const detail = (await h.call('GET', `/internal/billing/admin/payments/${row.id}`)).body;
    expect(detail).toMatchObject({ id: row.id, ledger: [expect.objectContaining({ kind: 'payg', delta: 5 })] });
  });

  it('refuses bad input with 400 and an unknown payment with 404', async () => {
    expect((await h.call('GET', '/internal/billing/admin/credits?userIds=not-a-uuid')).status).toBe(400);
    expect((await h.call('GET', `/internal/billing/admin/credits?userIds=${Array.from({ length: 101 }, () => randomUUID()).join(',')}`)).status).toBe(400);
    expect((await h.call('GET', '/internal/billing/admin/payments?status=everything')).status).toBe(400);
    expect((await h.call('GET', '/internal/billing/admin/payments/not-a-uuid')).status).toBe(400);
    expect((await h.call('GET', `/internal/billing/admin/payments/${randomUUID()}`)).status).toBe(404);
  });

  it("are the gateway's alone: the worker's token gets 403 and no token 401", async () => {
    for (const url of ['/internal/billing/admin/stats', `/internal/billing/admin/credits?userIds=${randomUUID()}`, '/internal/billing/admin/payments', `/internal/billing/admin/payments/${randomUUID()}`, `/internal/billing/admin/users/${randomUUID()}/payments`]) {
      expect((await h.app.inject({ url, headers: internalAuthHeader(DEV_BILLING_TOKEN_WORKER) })).statusCode, url).toBe(403);
      expect((await h.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
