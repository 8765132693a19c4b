import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import type { SendEmailJob } from '@doco/contracts';
import { createProducer, type Producer } from '@doco/queue';
import { internalAuthHeader } from '@doco/service-kit';
import { createTestDatabase, createTestRedis, createUser, type TestDatabase, type TestRedis } from '@doco/testkit';
import { buildBillingApp } from '../app.ts';
import { createStripeProvider } from '../providers/stripe/stripe-provider.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.ts';

// Receipts through the real Stripe SDK (local Stripe server), real Postgres and the mailer's real
// BullMQ queue in Redis: one receipt per payment, however many times it is credited.

const SECRET_KEY = 'sk_test_doco_receipts';
const WEBHOOK_SECRET = 'whsec_doco_receipts';
const AUTH = internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY);
const now = new Date('2026-11-01T00:00:00Z');

let t: TestDatabase;
let redis: TestRedis;
let producer: Producer;
let fake: FakeStripe;
let app: Awaited<ReturnType<typeof buildBillingApp>>;
/** Makes the next N enqueue attempts fail, as an unreachable Redis would. */
let failNext = 0;

beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
  redis = await createTestRedis();
  producer = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
  fake = await startFakeStripe({ secretKey: SECRET_KEY, now: () => now });
  const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, maxNetworkRetries: 0 });
  const mail = {
    async sendEmail(job: SendEmailJob) {
      if (failNext > 0) {
        failNext--;
        throw new Error('Connection is closed.');
      }
      return producer.sendEmail(job);
    },
  };
  app = await buildBillingApp({ db: t.db, payments: { kind: 'stripe', provider, publishableKey: 'pk_test_doco' }, clock: () => now, mail, publicUrl: 'https://doco.example.com.au/' });
});
afterAll(async () => {
  await app?.close();
  await producer?.close();
  await fake?.close();
  await redis?.cleanup();
  await t?.destroy();
});

const signer = new Stripe(SECRET_KEY);
function deliver(event: ReturnType<FakeStripe['event']>) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({ method: 'POST', url: '/internal/billing/webhooks/stripe', headers: { ...AUTH, 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}
const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ headers: AUTH, method, url, ...(payload ? { payload } : {}) });
const mailJobs = async (template: SendEmailJob['template'], userEmail: string) =>
  (await producer.queue('email').getJobs(['waiting', 'delayed', 'active', 'completed', 'failed'])).filter(
    (job) => job.data.template === template && job.data.to === userEmail,
  );
const receiptJobs = (userEmail: string) => mailJobs('payment-receipt', userEmail);

describe('payment receipts', () => {
  it('queues one receipt with the tax invoice when the webhook, the allocation call and a redelivery all credit the payment', async () => {
    const user = await createUser(t.db, { firstName: 'Mei' });
    const created = (await call('POST', `/internal/billing/users/${user.id}/payg`, { quantity: 10, amount: 2900 })).json();
    const events = fake.succeedIntent(created.paymentIntentId);
    await Promise.all([
      call('POST', `/internal/billing/users/${user.id}/allocate`, { paymentIntentId: created.paymentIntentId }),
      ...events.map((event) => deliver(event)),
    ]);
    for (const event of events) await deliver({ ...event, id: `${event.id}_again` }); // a new delivery id: not deduplicated as an event

    const jobs = await receiptJobs(user.email);
    expect(jobs).toHaveLength(1);
    const payment = await t.db.selectFrom('payments').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(jobs[0]!.id).toBe(`receipt-${payment.id}`);
    expect(jobs[0]!.data).toMatchObject({
      template: 'payment-receipt',
      data: { firstName: 'Mei', description: '10 pay-as-you-go credits', total: 'A$29.00', gst: 'A$2.64', invoiceNumber: `DOCO-${payment.invoiceNumber}` },
      attachments: [{ kind: 'tax-invoice', invoice: { paymentId: payment.id, total: 2900, gst: 264, buyer: { email: user.email } } }],
    });
    expect(payment.receiptSentAt).toBeInstanceOf(Date);
  });

  it('gives the claim back when the mail cannot be queued, so the next event for the payment sends it', async () => {
    const user = await createUser(t.db);
    const created = (await call('POST', `/internal/billing/users/${user.id}/payg`, { quantity: 1 })).json();
    const events = fake.succeedIntent(created.paymentIntentId);
    failNext = 1;
    expect((await call('POST', `/internal/billing/users/${user.id}/allocate`, { paymentIntentId: created.paymentIntentId })).json()).toEqual({ creditsAdded: 1 });
    expect(await receiptJobs(user.email)).toHaveLength(0);
    const row = await t.db.selectFrom('payments').select('receiptSentAt').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.receiptSentAt).toBeNull();
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    expect(await receiptJobs(user.email)).toHaveLength(1);
  });

  it('sends nothing for a payment that did not succeed', async () => {
    const user = await createUser(t.db);
    await call('POST', `/internal/billing/users/${user.id}/payg`, { quantity: 2 });
    expect(await receiptJobs(user.email)).toHaveLength(0);
  });

  it("a subscription's receipt gives the renewal date (its credits' expiry) and where to cancel; a bundle's gives neither", async () => {
    const user = await createUser(t.db);
    const created = (await call('POST', `/internal/billing/users/${user.id}/subscription`, { planId: 'monthly' })).json();
    for (const event of fake.succeedIntent(created.paymentIntentId)) await deliver(event);
    await call('POST', `/internal/billing/users/${user.id}/allocate`, { paymentIntentId: created.paymentIntentId });
    const [receipt] = await receiptJobs(user.email);
    const grant = await t.db.selectFrom('creditLedger').select('expiresAt').where('userId', '=', user.id).where('kind', '=', 'subscription').executeTakeFirstOrThrow();
    const renewsOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date(grant.expiresAt!));
    expect(receipt!.data.data).toMatchObject({
      renewsOn,
      cancelLink: 'https://doco.example.com.au/subscription',
      link: 'https://doco.example.com.au/subscription?tab=history',
    });

    const bundle = (await call('POST', `/internal/billing/users/${user.id}/payg`, { quantity: 1 })).json();
    await call('POST', `/internal/billing/users/${user.id}/allocate`, { paymentIntentId: (fake.succeedIntent(bundle.paymentIntentId), bundle.paymentIntentId) });
    const bundleReceipt = (await receiptJobs(user.email)).find((job) => job.data.data.description === '1 pay-as-you-go credit');
    expect(bundleReceipt?.data.data).not.toHaveProperty('renewsOn');
    expect(bundleReceipt?.data.data).not.toHaveProperty('cancelLink');
  });

  it('a refunded payment stays in history as refunded, with the amount and date, and its buyer is mailed once', async () => {
    const user = await createUser(t.db, { firstName: 'Ada' });
    const created = (await call('POST', `/internal/billing/users/${user.id}/payg`, { quantity: 10, amount: 2900 })).json();
    fake.succeedIntent(created.paymentIntentId);
    await call('POST', `/internal/billing/users/${user.id}/allocate`, { paymentIntentId: created.paymentIntentId });
    const payment = await t.db.selectFrom('payments').select('id').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect((await call('POST', `/internal/billing/payments/${payment.id}/refund`)).json()).toEqual({ creditsRemoved: 10 });
    // Stripe's own charge.refunded webhook for the same refund, twice: nothing more happens.
    const event = fake.event('charge.refunded', { id: `ch_${created.paymentIntentId}`, object: 'charge', payment_intent: created.paymentIntentId, amount: 2900, amount_refunded: 2900, refunded: true, currency: 'aud' });
    await deliver(event);
    await deliver({ ...event, id: `${event.id}_again` });

    const [row] = (await call('GET', `/internal/billing/users/${user.id}/payments`)).json();
    expect(row).toMatchObject({ id: payment.id, state: 'refunded', amount: 2900, amountRefunded: 2900, creditsLeft: 0 });
    expect(new Date(row.refundedAt).getTime()).toBeGreaterThan(0);
    const notices = await mailJobs('payment-refunded', user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.id).toBe(`refund-${payment.id}`);
    expect(notices[0]!.data.data).toMatchObject({ firstName: 'Ada', amount: 'A$29.00', description: '10 pay-as-you-go credits', link: 'https://doco.example.com.au/subscription?tab=history' });
  });
});
