import {
  allocateCreditsRequest,
  allocateCreditsResponse,
  cancelSubscriptionResponse,
  changePlanRequest,
  changePlanResponse,
  completePaymentResponse,
  createSubscriptionRequest,
  createSubscriptionResponse,
  creditsResponse,
  paygPurchaseRequest,
  paygPurchaseResponse,
  paymentHistory,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  subscriptionStatusResponse,
  type CreditsResponse,
} from '@doco/contracts';
import type { FastifyReply } from 'fastify';
import type { GatewayDeps } from '../../deps.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { currentUser, requireUser } from '../auth/require-user.ts';
import { BILLING_LIMITS } from './limits.ts';
import { invoiceFileName, issuesTaxInvoices, renderInvoicePdf, type Seller } from '@doco/invoices';
import { AppError, notFound } from '../../errors.ts';
import { z } from 'zod';
import { recordingServerEvents } from '../analytics/record.ts';

const paymentIdParams = z.object({ id: z.uuid() });
export const INVOICES_UNAVAILABLE = 'Tax invoices are not available yet. Please contact support for an invoice.';

/** The JSON of a cached credits answer, kept as long as that answer is (a new answer is a new object). */
const serialised = new WeakMap<CreditsResponse, string>();
function serialisedCredits(credits: CreditsResponse): string {
  let json = serialised.get(credits);
  if (json === undefined) {
    json = JSON.stringify(creditsResponse.parse(credits));
    serialised.set(credits, json);
  }
  return json;
}

/** Sends JSON already serialised through its schema (Fastify sends a string as it is). */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

/** The signed-in user's plan, credits and payments; the user id always comes from the session. */
export function accountBillingRoutes(app: ZodApp, deps: GatewayDeps, seller: Seller) {
  const { billing } = deps;
  // preValidation: a signed-out call is a 401 before its body is looked at.
  app.addHook('preValidation', requireUser(deps.db));
  const noStore = { 'cache-control': 'private, no-store' };
  const createLimit = limitBy(app, [...BILLING_LIMITS.createPayment]);
  const record = recordingServerEvents(deps.db);

  app.get('/api/subscription/status', { schema: { response: { 200: subscriptionStatusResponse } } }, async (request, reply) => {
    reply.headers(noStore);
    return billing.status(currentUser(request).id);
  });

  // Polled every 10 s by every open dashboard: from memory until billing says the balance changed.
  app.get('/api/subscription/credits', { schema: { response: { 200: creditsResponse } } }, async (request, reply) => {
    reply.headers(noStore);
    const userId = currentUser(request).id;
    const cache = app.sessionCache?.credits;
    const cached = cache?.get(userId);
    // Serialised (through the schema) once per cached answer, not again for every poll.
    if (cached) return sendJson(reply, serialisedCredits(cached));
    const epoch = cache?.epoch() ?? 0;
    const { credits, holdsUntil } = await billing.creditsHolding(userId);
    cache?.remember(userId, credits, epoch, holdsUntil ?? undefined);
    return credits;
  });

  app.get('/api/payments/history', { schema: { response: { 200: paymentHistory } } }, async (request, reply) => {
    reply.headers(noStore);
    return billing.history(currentUser(request).id);
  });

  // A succeeded payment's tax invoice; 404 for another user's payment (billing checks the owner).
  app.get('/api/payments/:id/invoice.pdf', async (request, reply) => {
    const parsed = paymentIdParams.safeParse(request.params);
    if (!parsed.success) throw notFound('Invoice not found');
    // No tax invoice without the seller's ABN (production refuses to start without INVOICE_ABN).
    if (!issuesTaxInvoices(seller)) throw new AppError(503, INVOICES_UNAVAILABLE, 'invoices_unavailable');
    const invoice = await billing.invoice(currentUser(request).id, parsed.data.id);
    if (!invoice) throw notFound('Invoice not found');
    const pdf = await renderInvoicePdf(invoice, seller);
    return reply
      .headers(noStore)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`)
      .send(pdf);
  });

  app.post(
    '/api/subscription/create',
    { schema: { body: createSubscriptionRequest, response: { 200: createSubscriptionResponse } }, preHandler: createLimit },
    async (request) => {
      const created = await billing.createSubscription(currentUser(request).id, request.body.planId);
      await record.checkoutBegun(request, { item: created.planId, valueCents: created.amount, transactionId: created.paymentIntentId });
      return created;
    },
  );

  app.post('/api/stripe/cancel-subscription', { schema: { response: { 200: cancelSubscriptionResponse } } }, async (request) =>
    billing.cancelSubscription(currentUser(request).id),
  );

  /** Another paid plan from the end of the current period (Plans tab). */
  app.post(
    '/api/subscription/change-plan',
    { schema: { body: changePlanRequest, response: { 200: changePlanResponse } }, preHandler: createLimit },
    async (request) => billing.changePlan(currentUser(request).id, request.body.planId),
  );

  app.post('/api/stripe/complete-payment', { schema: { response: { 200: completePaymentResponse } } }, async (request) =>
    billing.completePayment(currentUser(request).id),
  );

  /** The subscription page's pay-as-you-go purchase: quantity 1-100, amount checked against the tiers. */
  app.post(
    '/api/stripe/create-payg-subscription',
    { schema: { body: paygPurchaseRequest, response: { 200: paygPurchaseResponse } }, preHandler: createLimit },
    async (request) => {
      const created = await billing.createPayg(currentUser(request).id, request.body);
      await record.checkoutBegun(request, { item: 'payg', valueCents: created.amount, transactionId: created.paymentIntentId });
      return created;
    },
  );

  /** The dashboard's "pay A$3.00 for this analysis": always one credit (the body, {} per the spec, is ignored). */
  app.post(
    '/api/payment/payg',
    { schema: { response: { 200: paygPurchaseResponse } }, preHandler: createLimit },
    async (request) => {
      const created = await billing.createPayg(currentUser(request).id, { quantity: 1 });
      await record.checkoutBegun(request, { item: 'payg', valueCents: created.amount, transactionId: created.paymentIntentId });
      return created;
    },
  );

  app.post(
    '/api/stripe/allocate-credits-automatically',
    { schema: { body: allocateCreditsRequest, response: { 200: allocateCreditsResponse } } },
    async (request) => {
      const allocated = await billing.allocate(currentUser(request).id, request.body);
      // Billing said this payment succeeded and is credited: that, not the browser, makes a purchase.
      if (allocated.creditsAdded > 0) await record.purchased(request, request.body.paymentIntentId);
      return allocated;
    },
  );

  /** The sandbox's card form (404 when payments go through Stripe). */
  app.post(
    '/api/payment/sandbox/confirm',
    { schema: { body: sandboxConfirmRequest, response: { 200: sandboxConfirmResponse } }, preHandler: limitBy(app, [...BILLING_LIMITS.confirmCard]) },
    async (request) => billing.sandboxConfirm(currentUser(request).id, request.body),
  );
}
