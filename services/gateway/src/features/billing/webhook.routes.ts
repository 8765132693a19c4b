import type { FastifyInstance } from 'fastify';
import type { BillingPluginOptions } from './index.ts';

/**
 * POST /api/webhooks/stripe: Stripe's events, passed to billing byte for byte with their
 * stripe-signature header (billing verifies the signature on the raw body, so this scope must not
 * parse or re-serialise it). Billing's status goes back to Stripe: 400 for a bad signature, 5xx so
 * Stripe retries.
 */
export async function stripeWebhookRoute(scope: FastifyInstance, options: BillingPluginOptions) {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  scope.post('/api/webhooks/stripe', { config: { signedWebhook: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const { status, body } = await options.deps.billing.webhook(raw, Array.isArray(header) ? header[0] : header);
    return reply.code(status).send(body);
  });
}
