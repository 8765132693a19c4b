import type { FastifyInstance } from 'fastify';
import type { Billing } from '../billing.ts';

/**
 * POST /internal/billing/webhooks/stripe: the provider's event, forwarded by the gateway with its raw
 * body and stripe-signature header. The signature is checked on those exact bytes, so this scope
 * keeps JSON bodies as Buffers.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { billing: Billing }) {
  const { provider, webhooks } = opts.billing;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/internal/billing/webhooks/stripe', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const event = provider.verifyWebhook(raw, Array.isArray(header) ? header[0] : header);
    const { duplicate } = await webhooks.handle(event);
    return { received: true, duplicate };
  });
}
