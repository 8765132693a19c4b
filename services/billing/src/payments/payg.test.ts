import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paygPurchaseResponse, paymentHistory } from '@doco/contracts';
import { DECLINED_CARD, NO_FUNDS_CARD, createHarness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ledgerRows = (userId: string) => h.db.selectFrom('creditLedger').selectAll().where('userId', '=', userId).where('kind', '=', 'payg').execute();

describe('pay-as-you-go through the sandbox', () => {
  it('creates a card-only AUD intent priced from the tiers, records it, and credits it once paid', async () => {
    const user = await h.newUser();
    const created = await h.payg(user.id, { quantity: 10, amount: 2900 });
    expect(created.status).toBe(200);
    const body = paygPurchaseResponse.parse(created.body);
    expect(body).toMatchObject({ amount: 2900, currency: 'aud', quantity: 10, metadata: { userId: user.id, type: 'payg_credits', quantity: '10' } });

    const row = await h.db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', body.paymentIntentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: user.id, provider: 'sandbox', amount: 2900, currency: 'aud', type: 'payg_credits', status: 'pending', credits: 10 });

    const confirmed = await h.confirm(user.id, body.clientSecret);
    expect(confirmed.body).toEqual({ status: 'succeeded', paymentIntentId: body.paymentIntentId });
    // The sandbox's payment_intent.succeeded event was handled before confirm returned.
    expect((await h.credits(user.id)).body).toMatchObject({ freeCreditsRemaining: 1, subscriptionCreditsRemaining: 10, paygCreditsRemaining: 10, subscriptionPlan: 'free' });

    const allocated = await h.allocate(user.id, body.paymentIntentId, body.metadata);
    expect(allocated.body).toEqual({ creditsAdded: 10 });
    expect((await h.allocate(user.id, body.paymentIntentId)).body).toEqual({ creditsAdded: 10 });
    expect(await ledgerRows(user.id)).toHaveLength(1);
    const paid = await h.db.selectFrom('payments').select('status').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('succeeded');
  });

  it('buys one credit for A$3.00', async () => {
    const user = await h.newUser();
    const created = await h.payg(user.id, { quantity: 1 });
    expect(created.body).toMatchObject({ amount: 300, quantity: 1, metadata: { quantity: '1' } });
  });

  it('refuses quantities outside 1-100 with the spec message, and a client amount that disagrees with the tiers', async () => {
    const user = await h.newUser();
    for (const body of [{ quantity: 0 }, { quantity: 101 }, { quantity: 2.5 }, { quantity: '5' }, {}]) {
      const res = await h.payg(user.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select between 1 and 100 analyses');
    }
    const cheap = await h.payg(user.id, { quantity: 50, amount: 300 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.message).toBe('The price of 50 analyses is A$125.00. Please refresh and try again.');
    expect(await h.db.selectFrom('payments').selectAll().where('userId', '=', user.id).execute()).toHaveLength(0);
  });

  it('reports declines with the card network message and grants nothing', async () => {
    const user = await h.newUser();
    const { body } = await h.payg(user.id);
    const declined = await h.confirm(user.id, body.clientSecret, DECLINED_CARD);
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', error: { message: 'Your card was declined.', code: 'card_declined' } });
    const broke = await h.confirm(user.id, body.clientSecret, NO_FUNDS_CARD);
    expect(broke.body.error).toMatchObject({ message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' });
    const early = await h.allocate(user.id, body.paymentIntentId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Your payment is being processed. Please wait...');
    expect((await h.credits(user.id)).body.paygCreditsRemaining).toBe(0);
    // Another card then succeeds on the same intent.
    expect((await h.confirm(user.id, body.clientSecret)).body.status).toBe('succeeded');
    expect((await h.allocate(user.id, body.paymentIntentId)).body).toEqual({ creditsAdded: 1 });
  });

  it('checks the card form: number, expiry and security code', async () => {
    const user = await h.newUser();
    const { body } = await h.payg(user.id);
    const badNumber = await h.confirm(user.id, body.clientSecret, { cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' });
    expect(badNumber.body.error.message).toBe('Your card number is incorrect.');
    const expired = await h.confirm(user.id, body.clientSecret, { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' });
    expect(expired.body.error.message).toBe("Your card's expiration date is in the past.");
    const noCvc = await h.confirm(user.id, body.clientSecret, { cardNumber: '4242424242424242', expiry: '12/34', cvc: '1' });
    expect(noCvc.body.error.message).toBe("Your card's security code is incomplete.");
  });

  it('credits what was recorded, not what the client claims: quantity 100 on a 1-credit intent gets 1', async () => {
    const user = await h.newUser();
    const { body } = await h.payg(user.id, { quantity: 1 });
    await h.confirm(user.id, body.clientSecret);
    const res = await h.allocate(user.id, body.paymentIntentId, { userId: user.id, type: 'payg_credits', quantity: '100' });
    expect(res.body).toEqual({ creditsAdded: 1 });
    expect((await h.credits(user.id)).body.paygCreditsRemaining).toBe(1);
  });

  it("refuses another user's intent and an unknown one, and credits nobody", async () => {
    const owner = await h.newUser();
    const thief = await h.newUser();
    const { body } = await h.payg(owner.id, { quantity: 5 });
    const stolenConfirm = await h.confirm(thief.id, body.clientSecret);
    expect(stolenConfirm.status).toBe(404);
    await h.confirm(owner.id, body.clientSecret);
    const stolen = await h.allocate(thief.id, body.paymentIntentId);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Payment not found');
    expect((await h.allocate(thief.id, 'pi_made_up')).status).toBe(404);
    expect((await h.credits(thief.id)).body.paygCreditsRemaining).toBe(0);
    expect((await h.credits(owner.id)).body.paygCreditsRemaining).toBe(5);
  });

  it('lands credits once when five allocation calls race the webhook (and its replay)', async () => {
    const user = await h.newUser();
    const { body } = await h.payg(user.id, { quantity: 3 });
    const held = h.sandbox.holdEvents();
    await h.confirm(user.id, body.clientSecret);
    expect((await h.credits(user.id)).body.paygCreditsRemaining).toBe(0);
    const [events, ...allocations] = await Promise.all([
      held.release(),
      ...Array.from({ length: 5 }, () => h.allocate(user.id, body.paymentIntentId)),
    ]);
    expect(allocations.map((a) => a.body)).toEqual(Array.from({ length: 5 }, () => ({ creditsAdded: 3 })));
    expect(events.map((e) => e.type)).toContain('payment_intent.succeeded');
    // Stripe redelivers: the same events, three times at once, change nothing.
    await Promise.all([...events, ...events, ...events].map((event) => h.sandbox.resend(event)));
    expect((await h.credits(user.id)).body.paygCreditsRemaining).toBe(3);
    expect(await ledgerRows(user.id)).toHaveLength(1);
  });
});

describe('payment history', () => {
  it('lists successful purchases in the spec shape, newest first', async () => {
    const user = await h.newUser();
    const first = (await h.payg(user.id, { quantity: 2 })).body;
    await h.payg(user.id, { quantity: 7 }); // never paid: not a purchase
    await h.confirm(user.id, first.clientSecret);
    const history = paymentHistory.parse((await h.history(user.id)).body);
    expect(history).toEqual([
      {
        id: expect.any(String),
        planName: 'Pay-as-you-go',
        purchaseDate: expect.any(String),
        credits: 2,
        amount: 600,
        type: 'payg_credits',
        currency: 'aud',
        state: 'active',
        creditsLeft: 2,
        amountRefunded: 0,
        refundedAt: null,
      },
    ]);
  });

  it('says Used once a purchase\'s credits are spent (the free credit goes first, then the oldest bundle)', async () => {
    const user = await h.newUser();
    for (const quantity of [2, 1]) {
      const bought = (await h.payg(user.id, { quantity })).body;
      await h.confirm(user.id, bought.clientSecret);
    }
    const states = async () => paymentHistory.parse((await h.history(user.id)).body).map((row) => [row.credits, row.state, row.creditsLeft]);
    expect(await states()).toEqual([[1, 'active', 1], [2, 'active', 2]]);
    const consume = () => h.call('POST', '/internal/credits/consume', { userId: user.id, analysisId: randomUUID() });
    for (let i = 0; i < 3; i++) expect((await consume()).status).toBe(200);
    // The free credit, then both of the older bundle's: it reads Used, the newer one keeps its credit.
    expect(await states()).toEqual([[1, 'active', 1], [2, 'used', 0]]);
    await consume();
    expect(await states()).toEqual([[1, 'used', 0], [2, 'used', 0]]);
  });
});
