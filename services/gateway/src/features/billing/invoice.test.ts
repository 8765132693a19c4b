import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFirstPageText as textOf } from '@doco/invoices/testing';
import { createTestGateway, type TestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

async function buyTenCredits(cookie: string) {
  const post = (url: string, payload: object) => gateway.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const payment = (await post('/api/stripe/create-payg-subscription', { quantity: 10, amount: 2900 })).json();
  await post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, ...CARD });
  await post('/api/stripe/allocate-credits-automatically', { paymentIntentId: payment.paymentIntentId });
  const history = (await gateway.app.inject({ url: '/api/payments/history', headers: { cookie } })).json() as { id: string }[];
  return history[0]!.id;
}

describe('GET /api/payments/{id}/invoice.pdf', () => {
  it("downloads a tax invoice naming the seller's ABN, the buyer, the total and the GST in it", async () => {
    const { user, cookie } = await signedInUser(gateway, { firstName: 'Ada', lastName: 'Lee' });
    const paymentId = await buyTenCredits(cookie);
    const res = await gateway.app.inject({ url: `/api/payments/${paymentId}/invoice.pdf`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tax-invoice-DOCO-\d+\.pdf"$/);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 12 345 678 901');
    expect(text).toContain('Doco Test Pty Ltd');
    expect(text).toContain(`Ada Lee (${user.email})`);
    expect(text).toContain('A$29.00');
    expect(text).toContain('GST included in total');
    expect(text).toContain('A$2.64');
  });

  it("answers 404 for another user's payment, an unknown id and a malformed one", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const paymentId = await buyTenCredits(owner.cookie);
    for (const [url, cookie] of [
      [`/api/payments/${paymentId}/invoice.pdf`, other.cookie],
      ['/api/payments/00000000-0000-4000-8000-000000000000/invoice.pdf', owner.cookie],
      ['/api/payments/not-an-id/invoice.pdf', owner.cookie],
    ] as const) {
      expect((await gateway.app.inject({ url, headers: { cookie } })).statusCode, url).toBe(404);
    }
    expect((await gateway.app.inject({ url: `/api/payments/${paymentId}/invoice.pdf` })).statusCode).toBe(401);
  });

  it("refuses every tax invoice while INVOICE_ABN is not set, never printing a missing ABN (issue 27)", async () => {
    const noAbn = await createTestGateway({ invoiceAbn: null });
    try {
      const { cookie } = await signedInUser(noAbn);
      const post = (url: string, payload: object) => noAbn.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      const payment = (await post('/api/stripe/create-payg-subscription', { quantity: 1, amount: 300 })).json();
      await post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, ...CARD });
      await post('/api/stripe/allocate-credits-automatically', { paymentIntentId: payment.paymentIntentId });
      const [purchase] = (await noAbn.app.inject({ url: '/api/payments/history', headers: { cookie } })).json() as { id: string }[];
      const res = await noAbn.app.inject({ url: `/api/payments/${purchase!.id}/invoice.pdf`, headers: { cookie } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Tax invoices are not available yet. Please contact support for an invoice.', code: 'invoices_unavailable' });
    } finally {
      await noAbn.close();
    }
  }, 30_000); // a second test stack of its own to start
});
