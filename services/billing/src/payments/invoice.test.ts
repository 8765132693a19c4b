import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceData, paygPurchaseResponse } from '@doco/contracts';
import { createHarness, DECLINED_CARD, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function paidBundle(userId: string, quantity: number, card?: object) {
  const body = paygPurchaseResponse.parse((await h.payg(userId, { quantity })).body);
  await h.confirm(userId, body.clientSecret, card);
  const row = await h.db.selectFrom('payments').select(['id']).where('stripePaymentIntentId', '=', body.paymentIntentId).executeTakeFirstOrThrow();
  return row.id;
}
const invoiceOf = (userId: string, paymentId: string) => h.call('GET', `/internal/billing/users/${userId}/payments/${paymentId}/invoice`);

describe('tax invoices', () => {
  it('number succeeded payments in sequence, with the GST-inclusive total and its GST (1/11)', async () => {
    const user = await h.newUser();
    const first = await paidBundle(user.id, 10);
    const second = await paidBundle(user.id, 1);
    const a = invoiceData.parse((await invoiceOf(user.id, first)).body);
    const b = invoiceData.parse((await invoiceOf(user.id, second)).body);
    expect(a).toMatchObject({ total: 2900, gst: 264, currency: 'aud', buyer: { email: user.email } });
    expect(b).toMatchObject({ total: 300, gst: 27 });
    const number = (inv: { invoiceNumber: string }) => Number(inv.invoiceNumber.replace('DOCO-', ''));
    expect(number(b)).toBe(number(a) + 1);
    // Asking again gives the same number: it was assigned once, at success.
    expect(invoiceData.parse((await invoiceOf(user.id, first)).body).invoiceNumber).toBe(a.invoiceNumber);
  });

  it('exist only for succeeded payments of the asking user', async () => {
    const owner = await h.newUser();
    const other = await h.newUser();
    const paid = await paidBundle(owner.id, 1);
    expect((await invoiceOf(other.id, paid)).status).toBe(404);
    const declined = await paidBundle(owner.id, 1, DECLINED_CARD);
    expect((await invoiceOf(owner.id, declined)).status).toBe(404);
  });
});
