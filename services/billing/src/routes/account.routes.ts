import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allocateCreditsRequest, changePlanRequest, createSubscriptionRequest, paygPurchaseRequest, revenueQuery, type PaymentConfig } from '@doco/contracts';
import type { Billing } from '../billing.ts';
import { plansResponse } from '../plans/plans.ts';
import { CREDITS_HOLD_UNTIL_HEADER } from '@doco/contracts';

const userParams = z.object({ userId: z.uuid() });
const adminPlanBody = z.object({ plan: z.enum(['free', 'monthly', 'quarterly', 'semiannually', 'annual']) });
const invoiceParams = z.object({ userId: z.uuid(), paymentId: z.uuid() });

/**
 * The internal side of the public /api/subscription, /api/payment(s) and /api/stripe routes. The
 * gateway calls these with the signed-in user's id in the path; billing trusts that id and nothing
 * else the browser sent.
 */
export function accountRoutes(app: FastifyInstance, billing: Billing, paymentConfig: PaymentConfig) {
  const { subscriptions, payments } = billing;
  const user = (params: unknown) => userParams.parse(params).userId;

  app.get('/internal/billing/plans', async () => plansResponse());
  app.get('/internal/billing/config', async () => paymentConfig);

  app.get('/internal/billing/users/:userId/status', async (request) => subscriptions.status(user(request.params)));
  app.get('/internal/billing/users/:userId/credits', async (request, reply) => {
    const userId = user(request.params);
    // Read before the balance: a bucket expiring while it is computed still bounds the answer.
    const expiresNext = await billing.ledger.expiresNext(userId);
    const credits = await subscriptions.credits(userId);
    // Until when this balance holds without a write (gateways cache it no longer).
    if (expiresNext) reply.header(CREDITS_HOLD_UNTIL_HEADER, expiresNext.toISOString());
    return credits;
  });
  app.get('/internal/billing/users/:userId/payments', async (request) => payments.history(user(request.params)));
  app.get('/internal/billing/users/:userId/payments/:paymentId/invoice', async (request, reply) => {
    const { userId, paymentId } = invoiceParams.parse(request.params);
    const invoice = await payments.invoice(userId, paymentId);
    if (!invoice) return reply.code(404).send({ message: 'Invoice not found', code: 'not_found' });
    return invoice;
  });

  app.post('/internal/billing/users/:userId/subscription', async (request) => {
    const { planId } = createSubscriptionRequest.parse(request.body);
    return subscriptions.create(user(request.params), planId);
  });
  app.post('/internal/billing/users/:userId/subscription/change-plan', async (request) => {
    const { planId } = changePlanRequest.parse(request.body);
    return subscriptions.changePlan(user(request.params), planId);
  });
  app.post('/internal/billing/payments/:paymentId/refund', async (request) => {
    const { paymentId } = z.object({ paymentId: z.uuid() }).parse(request.params);
    return payments.adminRefund(paymentId);
  });
  // An administrator deletes the user: cancel what would charge them again, detach their payments.
  app.post('/internal/billing/users/:userId/close', async (request) => billing.closeAccount(user(request.params)));
  app.get('/internal/billing/revenue', async (request) => {
    const { since } = revenueQuery.parse(request.query);
    return payments.revenue(since ? new Date(since) : null);
  });
  app.post('/internal/billing/users/:userId/subscription/admin-plan', async (request) => {
    const { plan } = adminPlanBody.parse(request.body);
    return subscriptions.adminSetPlan(user(request.params), plan);
  });
  app.post('/internal/billing/users/:userId/subscription/cancel', async (request) => subscriptions.cancel(user(request.params)));
  app.post('/internal/billing/users/:userId/subscription/complete-payment', async (request) =>
    subscriptions.completePayment(user(request.params)),
  );

  app.post('/internal/billing/users/:userId/payg', async (request) => {
    const { quantity, amount } = paygPurchaseRequest.parse(request.body ?? {});
    return payments.createPayg(user(request.params), quantity, amount);
  });
  app.post('/internal/billing/users/:userId/allocate', async (request) => {
    const { paymentIntentId } = allocateCreditsRequest.parse(request.body);
    return payments.allocate(user(request.params), paymentIntentId);
  });
}
