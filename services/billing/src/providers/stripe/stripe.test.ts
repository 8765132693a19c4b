import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { buildBillingApp } from '../../app.ts';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';

/** What the gateway sends on every internal call. */
const AUTH = internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY);


// Billing with the real Stripe SDK, end to end against a local server speaking Stripe's wire format,
// and webhooks signed the way Stripe signs them.

const SECRET_KEY = 'sk_test_doco_fake';
const WEBHOOK_SECRET = 'whsec_doco_test_secret';
const DAY = 24 * 3600 * 1000;

let t: TestDatabase;
let fake: FakeStripe;
let app: Awaited<ReturnType<typeof buildBillingApp>>;
let now = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
  fake = await startFakeStripe({ secretKey: SECRET_KEY, now: () => now });
  const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, maxNetworkRetries: 0 });
  app = await buildBillingApp({ db: t.db, payments: { kind: 'stripe', provider, publishableKey: 'pk_test_doco' }, clock: () => now });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await t?.destroy();
});

const signer = new Stripe(SECRET_KEY);
type Event = ReturnType<FakeStripe['event']>;

/** Delivers an event as Stripe does: raw JSON body, stripe-signature header. */
function deliver(event: Event, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/internal/billing/webhooks/stripe',
    headers: { ...AUTH, 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
const deliverAll = async (events: Event[]) => {
  for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
};

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ headers: AUTH, method, url, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const users = (id: string) => `/internal/billing/users/${id}`;
const credits = async (userId: string) => (await call('GET', `${users(userId)}/credits`)).body;
const ledgerRows = (userId: string) => t.db.selectFrom('creditLedger').selectAll().where('userId', '=', userId).where('kind', '<>', 'free').execute();

describe('Stripe provider: pay-as-you-go', () => {
  it('creates a card-only AUD PaymentIntent with userId/type/quantity metadata, for one Stripe customer per user', async () => {
    const user = await createUser(t.db);
    const created = await call('POST', `${users(user.id)}/payg`, { quantity: 20, amount: 5500 });
    expect(created.status).toBe(200);
    expect(created.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
    expect(sent.params).toMatchObject({
      amount: '5500',
      currency: 'aud',
      allowed_payment_method_types: ['card'],
      metadata: { userId: user.id, type: 'payg_credits', quantity: '20' },
    });
    const customerId = sent.params.customer as string;
    expect(fake.customers.get(customerId)).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    await call('POST', `${users(user.id)}/payg`, { quantity: 1 });
    const row = await t.db.selectFrom('users').select('stripeCustomerId').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.stripeCustomerId).toBe(customerId);
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const config = await call('GET', '/internal/billing/config');
    expect(config.body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_doco', testMode: true });
  });

  it('allocates only once Stripe says the intent succeeded; five allocations racing the signed webhook credit once; a replay does nothing', async () => {
    const user = await createUser(t.db);
    const { body } = await call('POST', `${users(user.id)}/payg`, { quantity: 4 });
    expect((await call('POST', `${users(user.id)}/allocate`, { paymentIntentId: body.paymentIntentId })).status).toBe(409);

    const [succeeded] = fake.succeedIntent(body.paymentIntentId);
    const results = await Promise.all([
      deliver(succeeded!),
      ...Array.from({ length: 5 }, () => call('POST', `${users(user.id)}/allocate`, { paymentIntentId: body.paymentIntentId, metadata: { quantity: '100' } })),
    ]);
    const [webhook, ...allocations] = results as [Awaited<ReturnType<typeof deliver>>, ...Awaited<ReturnType<typeof call>>[]];
    expect(webhook.statusCode).toBe(200);
    expect(allocations.map((a) => a.body)).toEqual(Array(5).fill({ creditsAdded: 4 }));
    expect((await credits(user.id)).paygCreditsRemaining).toBe(4);

    const replay = await deliver(succeeded!);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await credits(user.id)).paygCreditsRemaining).toBe(4);
    expect(await ledgerRows(user.id)).toHaveLength(1);
    const recorded = await t.db.selectFrom('webhookEvents').selectAll().where('eventId', '=', succeeded!.id).execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ provider: 'stripe', type: 'payment_intent.succeeded' });
    expect(recorded[0]!.processedAt).not.toBeNull();
  });

  it('refuses a webhook whose signature does not verify (wrong secret, tampered body, none) and applies nothing', async () => {
    const user = await createUser(t.db);
    const { body } = await call('POST', `${users(user.id)}/payg`, { quantity: 2 });
    const [succeeded] = fake.succeedIntent(body.paymentIntentId);

    const wrongSecret = await deliver(succeeded!, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe('Webhook signature verification failed');

    const payload = JSON.stringify(succeeded);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const forged = payload.replace('"quantity":"2"', '"quantity":"200"');
    expect(forged).not.toBe(payload);
    const tampered = await app.inject({
      method: 'POST',
      url: '/internal/billing/webhooks/stripe',
      headers: { ...AUTH, 'content-type': 'application/json', 'stripe-signature': signature },
      payload: forged,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await app.inject({ method: 'POST', url: '/internal/billing/webhooks/stripe', headers: { ...AUTH, 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);

    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
    expect(await t.db.selectFrom('webhookEvents').selectAll().where('eventId', '=', succeeded!.id).execute()).toHaveLength(0);
    expect((await deliver(succeeded!)).statusCode).toBe(200);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(2);
  });

  it('credits nothing when the intent at Stripe does not match what was recorded', async () => {
    const user = await createUser(t.db);
    const { body } = await call('POST', `${users(user.id)}/payg`, { quantity: 1 });
    fake.intents.get(body.paymentIntentId)!.amount = 100; // someone changed it at Stripe
    const [succeeded] = fake.succeedIntent(body.paymentIntentId);
    const res = await call('POST', `${users(user.id)}/allocate`, { paymentIntentId: body.paymentIntentId });
    expect(res.status).toBe(409);
    expect((await deliver(succeeded!)).statusCode).toBe(200);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
  });
});

describe('Stripe provider: subscriptions', () => {
  it('creates the subscription incomplete and hands back the first invoice’s PaymentIntent secret', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = await call('POST', `${users(user.id)}/subscription`, { planId: 'semiannually' });
    expect(created.status).toBe(200);
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').at(-1)!;
    expect(sent.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
      items: [{ price_data: { currency: 'aud', product: 'doco_subscription', unit_amount: '13500', recurring: { interval: 'month', interval_count: '6' } } }],
      metadata: { userId: user.id, type: 'subscription_payment', planId: 'semiannually', credits: '60' },
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    });
    const sub = fake.subscriptions.get(created.body.subscriptionId)!;
    const invoice = fake.invoices.get(sub.latest_invoice)!;
    expect(created.body.clientSecret).toBe(invoice.confirmation_secret.client_secret);
    expect(created.body.paymentIntentId).toBe(invoice.payments.data[0].payment.payment_intent);
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ plan: 'semiannually', status: 'pending' });
    expect((await call('POST', `${users(user.id)}/subscription/complete-payment`)).body).toMatchObject({
      clientSecret: created.body.clientSecret,
      planId: 'semiannually',
    });
  });

  it('grants a period of credits on invoice.paid, lets them vanish at the period end, and renews them on the next invoice.paid', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'monthly' })).body;
    const events = fake.succeedIntent(created.paymentIntentId);
    // The browser's allocation call and the webhooks race; the credits land once.
    const [allocation] = await Promise.all([
      call('POST', `${users(user.id)}/allocate`, { paymentIntentId: created.paymentIntentId, metadata: created.metadata }),
      deliverAll(events),
    ]);
    expect(allocation.body).toEqual({ creditsAdded: 10 });
    const status = (await call('GET', `${users(user.id)}/status`)).body;
    expect(status).toMatchObject({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10 });
    const mirrored = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(mirrored).toMatchObject({ subscriptionPlan: 'monthly', subscriptionStatus: 'active', stripeSubscriptionId: created.subscriptionId });

    for (let i = 0; i < 3; i++) await call('POST', '/internal/credits/consume', { userId: user.id, analysisId: randomUUID() });
    expect((await credits(user.id)).subscriptionCreditsRemaining).toBe(7);

    // The period ends; until Stripe's renewal invoice is paid there are no subscription credits.
    now = new Date(status.currentPeriodEnd);
    expect((await credits(user.id)).subscriptionCreditsRemaining).toBe(0);
    const renewal = fake.endPeriod(created.subscriptionId);
    await deliverAll(renewal);
    await deliverAll(renewal); // redelivered: no second grant
    expect((await credits(user.id)).subscriptionCreditsRemaining).toBe(10);
    const renewed = (await call('GET', `${users(user.id)}/status`)).body;
    expect(renewed.currentPeriodStart).toBe(status.currentPeriodEnd);
    const history = (await call('GET', `${users(user.id)}/payments`)).body;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ planName: 'Monthly', credits: 10, amount: 2750 });
  });

  it('cancels at period end at Stripe, keeps the credits until then, and drops to free on customer.subscription.deleted', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'monthly' })).body;
    await deliverAll(fake.succeedIntent(created.paymentIntentId));
    const payg = (await call('POST', `${users(user.id)}/payg`, { quantity: 3 })).body;
    await deliverAll(fake.succeedIntent(payg.paymentIntentId));

    const cancelled = await call('POST', `${users(user.id)}/subscription/cancel`);
    expect(cancelled.body).toMatchObject({ plan: 'monthly', status: 'cancelled', cancelAtPeriodEnd: true });
    const update = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${created.subscriptionId}`).at(-1)!;
    expect(update.params).toEqual({ cancel_at_period_end: 'true' });
    await deliverAll([fake.event('customer.subscription.updated', fake.subscriptions.get(created.subscriptionId)!)]);

    now = new Date(now.getTime() + 20 * DAY);
    expect((await credits(user.id)).subscriptionCreditsRemaining).toBe(13);

    now = new Date(now.getTime() + 15 * DAY);
    await deliverAll(fake.endPeriod(created.subscriptionId));
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ plan: 'free', subscriptionCreditsRemaining: 3, paygCreditsRemaining: 3 });
    const mirrored = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(mirrored).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'cancelled', stripeSubscriptionId: null });
  });

  it('records invoice.payment_failed: past_due, a failed payment, no credits', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'annual' })).body;
    await deliverAll(fake.succeedIntent(created.paymentIntentId));
    expect((await credits(user.id)).subscriptionCreditsRemaining).toBe(120);
    now = new Date(now.getTime() + 366 * DAY);
    await deliverAll(fake.endPeriod(created.subscriptionId, 'failed'));
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ plan: 'annual', status: 'past_due', subscriptionCreditsRemaining: 0 });
    const failed = await t.db.selectFrom('payments').selectAll().where('userId', '=', user.id).where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
  });
});

describe('Stripe provider: switching plans at the period end', () => {
  it('schedules the new plan as the next phase; the current plan and its credits run to the end; the renewal bills and grants the new plan', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'monthly' })).body;
    await deliverAll(fake.succeedIntent(created.paymentIntentId));
    const before = (await call('GET', `${users(user.id)}/status`)).body;

    const changed = await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'quarterly' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plan: 'monthly', scheduledPlan: 'quarterly', scheduledPlanAt: before.currentPeriodEnd });
    expect(changed.body.message).toMatch(/changes to Quarterly at the end of the current period/);

    // At Stripe: a schedule from the subscription, its current phase kept to the period end, then the new price.
    const update = fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscription_schedules/')).at(-1)!;
    const endSeconds = String(Date.parse(before.currentPeriodEnd) / 1000);
    expect(update.params).toMatchObject({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { end_date: endSeconds },
        {
          items: [{ price_data: { unit_amount: '7500', recurring: { interval: 'month', interval_count: '3' } } }],
          duration: { interval: 'month', interval_count: '3' },
          metadata: { planId: 'quarterly', credits: '30', userId: user.id },
        },
      ],
    });
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({
      plan: 'monthly',
      status: 'active',
      subscriptionCreditsRemaining: 10,
      scheduledPlan: 'quarterly',
      scheduledPlanAt: before.currentPeriodEnd,
    });

    // The period ends: Stripe starts the next phase and invoices the quarterly price. The events
    // arrive out of order (invoice.paid before the subscription update): still the new plan's credits.
    now = new Date(before.currentPeriodEnd);
    const events = fake.endPeriod(created.subscriptionId);
    const paid = events.filter((e) => e.type === 'invoice.paid');
    await deliverAll([...paid, ...events.filter((e) => e.type !== 'invoice.paid')]);
    await deliverAll(events); // redelivered: nothing more
    const after = (await call('GET', `${users(user.id)}/status`)).body;
    expect(after).toMatchObject({ plan: 'quarterly', status: 'active', subscriptionCreditsRemaining: 30, scheduledPlan: null, scheduledPlanAt: null });
    expect(Date.parse(after.currentPeriodEnd) - Date.parse(before.currentPeriodEnd)).toBe(90 * DAY);
    const history = (await call('GET', `${users(user.id)}/payments`)).body;
    expect(history[0]).toMatchObject({ planName: 'Quarterly', credits: 30, amount: 7500 });
    const mirrored = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(mirrored.subscriptionPlan).toBe('quarterly');
  });

  it('refuses a switch to the same plan, before the first payment and after cancelling; calling a switch off keeps the plan; cancelling releases the schedule', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const none = await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'annual' });
    expect(none.status).toBe(404);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'monthly' })).body;
    expect((await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'annual' })).body.code).toBe('subscription_pending');
    await deliverAll(fake.succeedIntent(created.paymentIntentId));
    const same = await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'monthly' });
    expect(same).toMatchObject({ status: 409, body: { message: 'You are already on this plan.' } });
    expect((await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'free' })).status).toBe(400);

    await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'annual' });
    const off = await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'monthly' });
    expect(off.body).toMatchObject({ plan: 'monthly', scheduledPlan: null });
    await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'annual' });

    // Stripe refuses to cancel a subscription its schedule runs: billing releases the schedule first.
    const cancelled = await call('POST', `${users(user.id)}/subscription/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    const sub = fake.subscriptions.get(created.subscriptionId)!;
    expect(sub.schedule).toBeNull();
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ scheduledPlan: null });
    const again = await call('POST', `${users(user.id)}/subscription/change-plan`, { planId: 'quarterly' });
    expect(again.body.code).toBe('subscription_cancelled');

    now = new Date(Date.parse(cancelled.body.currentPeriodEnd));
    await deliverAll(fake.endPeriod(created.subscriptionId));
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ plan: 'free' });
  });
});

describe('Stripe provider: refunds and disputes', () => {
  /** A signed charge event as Stripe sends it. */
  const chargeEvent = (type: 'charge.refunded' | 'charge.dispute.created', object: Record<string, unknown>) =>
    ({ id: `evt_${randomUUID()}`, object: 'event', type, created: Math.floor(now.getTime() / 1000), livemode: false, data: { object } }) as unknown as Event;
  const consume = (userId: string) =>
    app.inject({ headers: AUTH, method: 'POST', url: '/internal/credits/consume', payload: { userId, analysisId: randomUUID() } });
  async function boughtCredits(quantity: number) {
    const user = await createUser(t.db);
    const { body } = await call('POST', `${users(user.id)}/payg`, { quantity });
    const [succeeded] = fake.succeedIntent(body.paymentIntentId);
    await deliverAll([succeeded!]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(quantity);
    return { user, paymentIntentId: body.paymentIntentId as string };
  }
  const paymentStatus = async (paymentIntentId: string) =>
    (await t.db.selectFrom('payments').select('status').where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirstOrThrow()).status;

  it('an administrator refunds a payment at Stripe: unspent credits go, once; the charge.refunded webhook that follows does nothing more', async () => {
    const { user, paymentIntentId } = await boughtCredits(5);
    await consume(user.id); // the free credit
    await consume(user.id); // one of the five
    const payment = await t.db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirstOrThrow();
    const refunded = await call('POST', `/internal/billing/payments/${payment.id}/refund`);
    expect(refunded.body).toEqual({ creditsRemoved: 4 });
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').at(-1)?.idempotencyKey).toBe(`refund-${paymentIntentId}`);
    expect(await paymentStatus(paymentIntentId)).toBe('refunded');
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
    await deliverAll([chargeEvent('charge.refunded', { id: 'ch_1', payment_intent: paymentIntentId, amount: 1500, amount_refunded: 1500, refunded: true })]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
    const again = await call('POST', `/internal/billing/payments/${payment.id}/refund`);
    expect(again).toMatchObject({ status: 409, body: { code: 'not_refundable' } });
  });

  it('a dispute removes the credits the payment bought that are still unspent; a replay does nothing', async () => {
    const { user, paymentIntentId } = await boughtCredits(4);
    expect((await consume(user.id)).statusCode).toBe(200); // free credit first
    expect((await consume(user.id)).statusCode).toBe(200); // then one of the four
    expect((await credits(user.id)).paygCreditsRemaining).toBe(3);

    const dispute = chargeEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute', charge: 'ch_1', payment_intent: paymentIntentId, amount: 1160 });
    expect((await deliver(dispute)).statusCode).toBe(200);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
    expect(await paymentStatus(paymentIntentId)).toBe('disputed');
    const revoked = (await ledgerRows(user.id)).filter((r) => r.delta < 0 && r.paymentId !== null);
    expect(revoked.map((r) => r.delta)).toEqual([-3]);

    expect((await deliver(dispute)).json()).toEqual({ received: true, duplicate: true });
    // A second, different event for the same payment (a refund after the dispute) takes nothing more.
    expect((await deliver(chargeEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: paymentIntentId, amount: 1160, amount_refunded: 1160, refunded: true }))).statusCode).toBe(200);
    expect((await ledgerRows(user.id)).filter((r) => r.delta < 0 && r.paymentId !== null)).toHaveLength(1);
    expect((await consume(user.id)).statusCode).toBe(402);
  });

  it('a second partial refund of the same payment takes its share too; each refund is taken once, however often its event comes', async () => {
    const { user, paymentIntentId } = await boughtCredits(10); // 10 credits for 2900 cents
    const first = fake.refund(paymentIntentId, 870); // 30%
    await deliverAll([first.event]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(7);
    // Stripe redelivers, or sends the same refund under another event id: nothing more goes.
    await deliverAll([first.event, { ...first.event, id: `evt_${randomUUID()}` }]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(7);

    const second = fake.refund(paymentIntentId, 1450); // another 50%: 80% refunded in all
    await deliverAll([second.event, { ...second.event, id: `evt_${randomUUID()}` }]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(2);
    const revoked = (await ledgerRows(user.id)).filter((r) => r.delta < 0 && r.paymentId !== null);
    expect(revoked.map((r) => [r.delta, r.idempotencyKey.split(':').slice(2).join(':')])).toEqual([
      [-3, `refund:${first.refund.id}`],
      [-5, `refund:${second.refund.id}`],
    ]);
    expect(await paymentStatus(paymentIntentId)).toBe('refunded');
  });

  it('a dispute after a partial refund takes what is left, once per dispute', async () => {
    const { user, paymentIntentId } = await boughtCredits(10);
    await deliverAll([fake.refund(paymentIntentId, 1450).event]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(5);
    const dispute = fake.dispute(paymentIntentId);
    await deliverAll([dispute, { ...dispute, id: `evt_${randomUUID()}` }]);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
    expect(await paymentStatus(paymentIntentId)).toBe('disputed');
    expect((await ledgerRows(user.id)).filter((r) => r.delta < 0 && r.paymentId !== null).map((r) => r.delta)).toEqual([-5, -5]);
  });

  it.each(['refunded', 'disputed'] as const)('allocating credits for a %s payment is refused: no credits, and the payment keeps that status (not revenue again)', async (outcome) => {
    const { user, paymentIntentId } = await boughtCredits(3);
    await deliverAll([outcome === 'refunded' ? fake.refund(paymentIntentId).event : fake.dispute(paymentIntentId)]);
    expect(await paymentStatus(paymentIntentId)).toBe(outcome);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);

    const again = await call('POST', `${users(user.id)}/allocate`, { paymentIntentId });
    expect(again).toMatchObject({ status: 409, body: { code: 'payment_reversed' } });
    // Stripe's own payment_intent.succeeded, redelivered late, does not bring it back either.
    await deliverAll([fake.event('payment_intent.succeeded', fake.intents.get(paymentIntentId)!)]);
    expect(await paymentStatus(paymentIntentId)).toBe(outcome);
    expect((await credits(user.id)).paygCreditsRemaining).toBe(0);
  });

  it('a full refund removes every unspent credit; a partial refund removes its share', async () => {
    const full = await boughtCredits(2);
    await deliver(chargeEvent('charge.refunded', { id: 'ch_f', object: 'charge', payment_intent: full.paymentIntentId, amount: 600, amount_refunded: 600, refunded: true }));
    expect((await credits(full.user.id)).paygCreditsRemaining).toBe(0);
    expect(await paymentStatus(full.paymentIntentId)).toBe('refunded');

    const partial = await boughtCredits(10);
    await deliver(chargeEvent('charge.refunded', { id: 'ch_p', object: 'charge', payment_intent: partial.paymentIntentId, amount: 2900, amount_refunded: 1450, refunded: false }));
    expect((await credits(partial.user.id)).paygCreditsRemaining).toBe(5);
  });
});

describe('Stripe provider: closing an account before an administrator deletes the user', () => {
  it('cancels the live subscription at Stripe now, detaches the payments under a one-way hash, and does nothing more when repeated', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const user = await createUser(t.db);
    const created = (await call('POST', `${users(user.id)}/subscription`, { planId: 'monthly' })).body;
    await deliverAll(fake.succeedIntent(created.paymentIntentId));
    expect((await call('GET', `${users(user.id)}/status`)).body).toMatchObject({ plan: 'monthly', status: 'active' });

    const closed = await call('POST', `${users(user.id)}/close`);
    expect(closed.body).toEqual({ subscriptionsCancelled: 1, paymentsKept: 1, payerHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(fake.subscriptions.get(created.subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${created.subscriptionId}`)).toHaveLength(1);
    const payments = await t.db.selectFrom('payments').selectAll().where('payerHash', '=', closed.body.payerHash).execute();
    expect(payments.map((p) => [p.userId, p.status])).toEqual([[null, 'succeeded']]);

    expect((await call('POST', `${users(user.id)}/close`)).body).toMatchObject({ subscriptionsCancelled: 0, paymentsKept: 0 });
    expect(fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${created.subscriptionId}`)).toHaveLength(1);
  });
});
