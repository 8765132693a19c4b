import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionResponse, subscriptionStatusResponse } from '@doco/contracts';
import { DECLINED_CARD, createHarness, type Harness } from '../testing/harness.ts';

// The sandbox's clock starts 1 Nov 2026; each test advances it, so each test's subscription starts
// wherever the previous one left the clock (periods are measured from there).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const consume = (userId: string) =>
  h.call('POST', '/internal/credits/consume', { userId, analysisId: randomUUID() });

async function subscribeAndPay(userId: string, plan = 'monthly') {
  const created = await h.subscribe(userId, plan);
  expect(created.status).toBe(200);
  const body = createSubscriptionResponse.parse(created.body);
  const paid = await h.confirm(userId, body.clientSecret);
  expect(paid.body.status).toBe('succeeded');
  return body;
}

describe('subscriptions through the sandbox', () => {
  it('starts pending with the first invoice to pay, then grants the plan credits for the period once paid', async () => {
    const user = await h.newUser();
    const created = createSubscriptionResponse.parse((await h.subscribe(user.id, 'quarterly')).body);
    expect(created).toMatchObject({ amount: 7500, currency: 'aud', planId: 'quarterly', metadata: { userId: user.id, type: 'subscription_payment', planId: 'quarterly', credits: '30' } });
    const pending = subscriptionStatusResponse.parse((await h.status(user.id)).body);
    expect(pending).toMatchObject({ plan: 'quarterly', status: 'pending', subscriptionCreditsRemaining: 0, freeCreditsRemaining: 1 });

    // A second Subscribe while the first waits for payment is refused.
    const again = await h.subscribe(user.id, 'monthly');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have a subscription waiting for payment. Complete or cancel it first.');

    // The complete-payment screen gets the same payment back.
    const pendingPayment = await h.completePayment(user.id);
    expect(pendingPayment.body).toMatchObject({ clientSecret: created.clientSecret, paymentIntentId: created.paymentIntentId, amount: 7500, planId: 'quarterly' });

    expect((await h.confirm(user.id, created.clientSecret, DECLINED_CARD)).body.error.message).toBe('Your card was declined.');
    expect((await h.status(user.id)).body).toMatchObject({ status: 'pending', subscriptionCreditsRemaining: 0 });
    expect((await h.confirm(user.id, created.clientSecret)).body.status).toBe('succeeded');
    expect((await h.allocate(user.id, created.paymentIntentId, created.metadata)).body).toEqual({ creditsAdded: 30 });

    const active = subscriptionStatusResponse.parse((await h.status(user.id)).body);
    expect(active).toMatchObject({ plan: 'quarterly', status: 'active', subscriptionCreditsRemaining: 30, paygCreditsRemaining: 0, effectiveCostPerReview: 250, cancelAtPeriodEnd: false });
    const start = new Date(active.currentPeriodStart!);
    const end = new Date(active.currentPeriodEnd!);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 3) % 12);
    expect((await h.credits(user.id)).body).toEqual({ freeCreditsRemaining: 1, subscriptionCreditsRemaining: 30, subscriptionPlan: 'quarterly', paygCreditsRemaining: 0, totalCreditsRemaining: 31 });

    const mirrored = await h.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(mirrored).toMatchObject({ subscriptionPlan: 'quarterly', subscriptionStatus: 'active', effectiveCostPerReview: 250, stripeSubscriptionId: null, stripeCustomerId: null });
    expect(mirrored.subscriptionCurrentPeriodEnd?.toISOString()).toBe(active.currentPeriodEnd);

    expect((await h.completePayment(user.id)).body.message).toBe('No pending payment found');
    expect((await h.subscribe(user.id, 'annual')).body.message).toBe('You already have an active subscription.');
    const [purchase] = (await h.history(user.id)).body;
    expect(purchase).toMatchObject({ planName: 'Quarterly', credits: 30, amount: 7500 });
  });

  it('answers complete-payment with "No pending payment found" when nothing waits', async () => {
    const user = await h.newUser();
    const res = await h.completePayment(user.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No pending payment found');
  });

  it('lets subscription credits vanish at the period end, and renews them (not adds to them) on invoice.paid', async () => {
    const user = await h.newUser();
    await subscribeAndPay(user.id);
    for (let i = 0; i < 3; i++) expect((await consume(user.id)).status).toBe(200); // subscription credits go first
    expect((await h.credits(user.id)).body).toMatchObject({ subscriptionCreditsRemaining: 7, freeCreditsRemaining: 1 });
    const { currentPeriodEnd } = (await h.status(user.id)).body;

    // The renewal is declined: at the period end the 7 unused credits are gone, and none replace them.
    await h.advanceDays(32, true);
    const lapsed = (await h.status(user.id)).body;
    expect(lapsed).toMatchObject({ status: 'past_due', subscriptionCreditsRemaining: 0, freeCreditsRemaining: 1 });
    expect(new Date(lapsed.currentPeriodStart).toISOString()).toBe(currentPeriodEnd);
    const failed = await h.db.selectFrom('payments').selectAll().where('userId', '=', user.id).where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
  });

  it('renews on invoice.paid with a fresh allowance for the new period', async () => {
    const user = await h.newUser();
    await subscribeAndPay(user.id);
    for (let i = 0; i < 4; i++) await consume(user.id);
    expect((await h.credits(user.id)).body.subscriptionCreditsRemaining).toBe(6);
    const first = (await h.status(user.id)).body;
    await h.advanceDays(32);
    const renewed = (await h.status(user.id)).body;
    expect(renewed).toMatchObject({ status: 'active', subscriptionCreditsRemaining: 10 });
    expect(renewed.currentPeriodStart).toBe(first.currentPeriodEnd);
    const history = (await h.history(user.id)).body;
    expect(history.map((p: { planName: string; credits: number; amount: number }) => [p.planName, p.credits, p.amount])).toEqual([
      ['Monthly', 10, 2750],
      ['Monthly', 10, 2750],
    ]);
  });

  it('switches to another plan at the period end: the current credits run to the end, the renewal bills and grants the new plan', async () => {
    const user = await h.newUser();
    await subscribeAndPay(user.id, 'quarterly');
    for (let i = 0; i < 5; i++) await consume(user.id);
    const first = (await h.status(user.id)).body;

    const changed = await h.changePlan(user.id, 'monthly');
    expect(changed.body).toMatchObject({ plan: 'quarterly', scheduledPlan: 'monthly', scheduledPlanAt: first.currentPeriodEnd });
    expect((await h.status(user.id)).body).toMatchObject({ plan: 'quarterly', subscriptionCreditsRemaining: 25, scheduledPlan: 'monthly' });
    expect((await h.changePlan(user.id, 'quarterly')).body).toMatchObject({ scheduledPlan: null }); // called off
    await h.changePlan(user.id, 'monthly');

    await h.advanceDays(93);
    const switched = (await h.status(user.id)).body;
    expect(switched).toMatchObject({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10, scheduledPlan: null });
    expect(switched.currentPeriodStart).toBe(first.currentPeriodEnd);
    const end = new Date(switched.currentPeriodEnd);
    expect(end.getUTCMonth()).toBe((new Date(switched.currentPeriodStart).getUTCMonth() + 1) % 12);
    const history = (await h.history(user.id)).body;
    expect(history.map((p: { planName: string; credits: number; amount: number }) => [p.planName, p.credits, p.amount])).toEqual([
      ['Monthly', 10, 2750],
      ['Quarterly', 30, 7500],
    ]);
  });

  it('keeps access to the period end after cancelling; pay-as-you-go credits outlive the subscription', async () => {
    const user = await h.newUser();
    await subscribeAndPay(user.id);
    const payg = (await h.payg(user.id, { quantity: 2 })).body;
    await h.confirm(user.id, payg.clientSecret);
    await consume(user.id);
    expect((await h.credits(user.id)).body).toMatchObject({ subscriptionCreditsRemaining: 11, paygCreditsRemaining: 2 });

    const cancelled = await h.cancel(user.id);
    expect(cancelled.body).toMatchObject({ plan: 'monthly', status: 'cancelled', cancelAtPeriodEnd: true });
    expect(cancelled.body.message).toMatch(/until the end of the current billing period/);
    // Still usable until the period ends.
    await h.advanceDays(20);
    expect((await h.status(user.id)).body).toMatchObject({ plan: 'monthly', status: 'cancelled', subscriptionCreditsRemaining: 11 });
    expect((await consume(user.id)).body.kind).toBe('subscription');

    await h.advanceDays(15);
    const after = (await h.status(user.id)).body;
    expect(after).toMatchObject({ plan: 'free', subscriptionCreditsRemaining: 2, paygCreditsRemaining: 2, currentPeriodEnd: null });
    const mirrored = await h.db.selectFrom('users').select(['subscriptionPlan', 'subscriptionStatus']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(mirrored).toEqual({ subscriptionPlan: 'free', subscriptionStatus: 'cancelled' });
    // No renewal was charged.
    expect((await h.history(user.id)).body).toHaveLength(2);
    // The pay-as-you-go credits never expire.
    await h.advanceDays(400);
    expect((await h.credits(user.id)).body).toMatchObject({ paygCreditsRemaining: 2, subscriptionPlan: 'free' });
    // And a new subscription can start.
    expect((await h.subscribe(user.id, 'monthly')).status).toBe(200);
  }, 30_000);

  it('cancels a subscription still waiting for payment at once', async () => {
    const user = await h.newUser();
    const created = (await h.subscribe(user.id, 'annual')).body;
    const cancelled = await h.cancel(user.id);
    expect(cancelled.body).toMatchObject({ plan: 'free', status: 'cancelled' });
    expect((await h.status(user.id)).body).toMatchObject({ plan: 'free', subscriptionCreditsRemaining: 0 });
    const payment = await h.db.selectFrom('payments').select('status').where('stripePaymentIntentId', '=', created.paymentIntentId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('canceled');
    expect((await h.confirm(user.id, created.clientSecret)).body.status).toBe('requires_payment_method');
    expect((await h.cancel(user.id)).body.message).toBe('You have no subscription to cancel.');
  });

  it('refuses an unknown plan', async () => {
    const user = await h.newUser();
    const res = await h.subscribe(user.id, 'weekly');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a valid plan');
  });
});
