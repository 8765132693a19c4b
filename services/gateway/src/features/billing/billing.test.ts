import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingApp } from '@doco/billing/app';
import { createStripeProvider } from '@doco/billing/providers/stripe';
import { createTestDatabase } from '@doco/testkit';
import { createBillingClient } from '../../clients/billing.ts';
import type { GatewayDeps } from '../../deps.ts';
import { createTestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { stripeWebhookRoute } from './webhook.routes.ts';

// The public billing routes through the real login, forwarded to the real billing service (sandbox
// provider) on the same database.

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

function as(cookie: string) {
  return {
    get: (url: string) => gateway.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, payload: object = {}) => gateway.app.inject({ method: 'POST', url, headers: { cookie }, payload }),
  };
}

describe('public billing routes', () => {
  it('serves the plans in cents and the payment set-up without a session', async () => {
    const plans = await gateway.app.inject({ url: '/api/subscription/plans' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().plans.monthly).toMatchObject({ price: 2750, credits: 10, effectiveCostPerReview: 275 });
    expect(plans.json().payAsYouGo).toMatchObject({ price: 300, minQuantity: 1, maxQuantity: 100 });
    const config = await gateway.app.inject({ url: '/api/payment/config' });
    expect(config.json()).toEqual({ provider: 'sandbox', publishableKey: null, testMode: true });
  });

  it('answers 401 to every account route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription/status'],
      ['GET', '/api/subscription/credits'],
      ['GET', '/api/payments/history'],
      ['POST', '/api/subscription/create'],
      ['POST', '/api/stripe/cancel-subscription'],
      ['POST', '/api/subscription/change-plan'],
      ['POST', '/api/stripe/create-payg-subscription'],
      ['POST', '/api/payment/payg'],
      ['POST', '/api/stripe/complete-payment'],
      ['POST', '/api/stripe/allocate-credits-automatically'],
      ['POST', '/api/payment/sandbox/confirm'],
    ] as const) {
      const res = await gateway.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('pay-as-you-go through the gateway', () => {
  it("pays A$3.00 for one credit on the dashboard: payment, sandbox card form, allocation, credits and history", async () => {
    const { cookie } = await signedInUser(gateway);
    const user = as(cookie);
    const created = await user.post('/api/payment/payg', {});
    expect(created.statusCode).toBe(200);
    const payment = created.json();
    expect(payment).toMatchObject({ amount: 300, currency: 'aud', quantity: 1, metadata: { type: 'payg_credits', quantity: '1' } });

    const confirmed = await user.post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, ...CARD });
    expect(confirmed.json()).toEqual({ status: 'succeeded', paymentIntentId: payment.paymentIntentId });
    const allocated = await user.post('/api/stripe/allocate-credits-automatically', { paymentIntentId: payment.paymentIntentId, metadata: payment.metadata });
    expect(allocated.json()).toEqual({ creditsAdded: 1 });

    const credits = await user.get('/api/subscription/credits');
    expect(credits.json()).toEqual({ freeCreditsRemaining: 1, subscriptionCreditsRemaining: 1, subscriptionPlan: 'free', paygCreditsRemaining: 1, totalCreditsRemaining: 2 });
    expect(credits.headers['cache-control']).toBe('private, no-store');
    const history = await user.get('/api/payments/history');
    expect(history.json()).toEqual([
      {
        id: expect.any(String),
        planName: 'Pay-as-you-go',
        purchaseDate: expect.any(String),
        credits: 1,
        amount: 300,
        type: 'payg_credits',
        currency: 'aud',
        state: 'active',
        creditsLeft: 1,
        amountRefunded: 0,
        refundedAt: null,
      },
    ]);
  });

  it('prices bulk purchases on the server: the spec message outside 1-100, 400 when the client amount disagrees', async () => {
    const { cookie } = await signedInUser(gateway);
    const user = as(cookie);
    for (const quantity of [0, 101]) {
      const res = await user.post('/api/stripe/create-payg-subscription', { quantity, amount: 300 * quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select between 1 and 100 analyses');
    }
    const wrong = await user.post('/api/stripe/create-payg-subscription', { quantity: 10, amount: 3000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The price of 10 analyses is A$29.00. Please refresh and try again.');
    const right = await user.post('/api/stripe/create-payg-subscription', { quantity: 10, amount: 2900 });
    expect(right.json()).toMatchObject({ amount: 2900, quantity: 10, clientSecret: expect.any(String) });
  });

  it('passes a declined card back with its message', async () => {
    const { cookie } = await signedInUser(gateway);
    const user = as(cookie);
    const { clientSecret } = (await user.post('/api/payment/payg')).json();
    const declined = await user.post('/api/payment/sandbox/confirm', { clientSecret, ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method', error: { message: 'Your card was declined.' } });
  });

  it("refuses another user's intent (confirm and allocation) and credits nobody", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const payment = (await as(owner.cookie).post('/api/stripe/create-payg-subscription', { quantity: 5, amount: 1500 })).json();
    const hijack = await as(other.cookie).post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, ...CARD });
    expect(hijack.statusCode).toBe(404);
    await as(owner.cookie).post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, ...CARD });
    const stolen = await as(other.cookie).post('/api/stripe/allocate-credits-automatically', {
      paymentIntentId: payment.paymentIntentId,
      metadata: { userId: other.user.id, type: 'payg_credits', quantity: '5' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Payment not found');
    expect((await as(other.cookie).get('/api/subscription/credits')).json().paygCreditsRemaining).toBe(0);
    expect((await as(owner.cookie).get('/api/subscription/credits')).json().paygCreditsRemaining).toBe(5);
  });
});

describe('subscriptions through the gateway', () => {
  it('subscribes (pending), completes the payment, shows the plan active, and cancels to the period end', async () => {
    const { cookie, user: row } = await signedInUser(gateway);
    const user = as(cookie);
    expect((await user.get('/api/subscription/status')).json()).toMatchObject({ plan: 'free', status: 'active', freeCreditsRemaining: 1, effectiveCostPerReview: 300 });

    const created = await user.post('/api/subscription/create', { planId: 'monthly' });
    expect(created.json()).toMatchObject({ planId: 'monthly', amount: 2750, metadata: { userId: row.id, type: 'subscription_payment', planId: 'monthly' } });
    expect((await user.get('/api/subscription/status')).json()).toMatchObject({ plan: 'monthly', status: 'pending' });

    // The full-page "Complete Your Payment" screen, sent the way the spec's client sends it (JSON type, no body).
    const pending = await gateway.app.inject({ method: 'POST', url: '/api/stripe/complete-payment', headers: { cookie, 'content-type': 'application/json' } });
    expect(pending.statusCode).toBe(200);
    const { clientSecret, paymentIntentId, metadata } = pending.json();
    expect(clientSecret).toBe(created.json().clientSecret);
    expect((await user.post('/api/payment/sandbox/confirm', { clientSecret, ...CARD })).json().status).toBe('succeeded');
    expect((await user.post('/api/stripe/allocate-credits-automatically', { paymentIntentId, metadata })).json()).toEqual({ creditsAdded: 10 });

    const active = (await user.get('/api/subscription/status')).json();
    expect(active).toMatchObject({ plan: 'monthly', status: 'active', subscriptionCreditsRemaining: 10, freeCreditsRemaining: 1, effectiveCostPerReview: 275, cancelAtPeriodEnd: false });
    expect(active.currentPeriodEnd).toEqual(expect.any(String));
    const noPending = await gateway.app.inject({ method: 'POST', url: '/api/stripe/complete-payment', headers: { cookie } }); // no body at all
    expect(noPending.statusCode).toBe(404);
    expect(noPending.json().message).toBe('No pending payment found');
    const twice = await user.post('/api/subscription/create', { planId: 'annual' });
    expect(twice.statusCode).toBe(409);

    // Another plan from the period end: the status says which and when, until it is cancelled.
    const switched = await user.post('/api/subscription/change-plan', { planId: 'annual' });
    expect(switched.json()).toMatchObject({ plan: 'monthly', scheduledPlan: 'annual', scheduledPlanAt: active.currentPeriodEnd });
    expect((await user.get('/api/subscription/status')).json()).toMatchObject({ plan: 'monthly', scheduledPlan: 'annual' });
    expect((await user.post('/api/subscription/change-plan', { planId: 'lifetime' })).statusCode).toBe(400);

    const cancelled = await gateway.app.inject({ method: 'POST', url: '/api/stripe/cancel-subscription', headers: { cookie, 'content-type': 'application/json' } });
    expect(cancelled.json()).toMatchObject({ plan: 'monthly', status: 'cancelled', cancelAtPeriodEnd: true, currentPeriodEnd: active.currentPeriodEnd });
    expect((await user.get('/api/subscription/status')).json()).toMatchObject({ scheduledPlan: null, scheduledPlanAt: null });
    expect((await user.get('/api/subscription/credits')).json()).toMatchObject({ subscriptionCreditsRemaining: 10, subscriptionPlan: 'monthly' });
    expect((await user.get('/api/payments/history')).json()).toEqual([expect.objectContaining({ planName: 'Monthly', credits: 10, amount: 2750 })]);
  });

  it('refuses an unknown plan with a message', async () => {
    const { cookie } = await signedInUser(gateway);
    const res = await as(cookie).post('/api/subscription/create', { planId: 'lifetime' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a valid plan');
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('is refused by the sandbox, which takes no webhooks over HTTP', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' }, payload: '{"id":"evt_1"}' });
    expect(res.statusCode).toBe(400);
  });

  it('forwards the raw body and stripe-signature byte for byte to billing, which verifies them', async () => {
    const secret = 'whsec_gateway_forwarding';
    const database = await createTestDatabase();
    // No Stripe calls happen for an event about an intent billing never created.
    const provider = createStripeProvider({ secretKey: 'sk_test_unused', webhookSecret: secret, apiBase: 'http://127.0.0.1:9', maxNetworkRetries: 0 });
    const billingApp = await buildBillingApp({ db: database.db, payments: { kind: 'stripe', provider, publishableKey: null } });
    const billingUrl = await billingApp.listen({ host: '127.0.0.1', port: 0 });
    const app = Fastify();
    await app.register(stripeWebhookRoute, { deps: { billing: createBillingClient(billingUrl) } as GatewayDeps, seller: { name: 'Doco', abn: undefined, address: '', email: '' } });
    try {
      // Odd spacing and key order: re-serialising the JSON would break the signature.
      const payload = '{"id": "evt_gateway_1",  "object":"event","type":"payment_intent.succeeded","data":{"object":{"id":"pi_unknown","object":"payment_intent"}}}';
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
      const send = (body: string, sig: string) =>
        app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': sig }, payload: body });

      const first = await send(payload, signature);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      expect((await send(payload, signature)).json()).toEqual({ received: true, duplicate: true });
      const forged = await send(payload.replace('pi_unknown', 'pi_other'), signature);
      expect(forged.statusCode).toBe(400);
      const events = await database.db.selectFrom('webhookEvents').select(['eventId', 'type']).execute();
      expect(events).toEqual([{ eventId: 'evt_gateway_1', type: 'payment_intent.succeeded' }]);
    } finally {
      await app.close();
      await billingApp.close();
      await database.destroy();
    }
  });
});
