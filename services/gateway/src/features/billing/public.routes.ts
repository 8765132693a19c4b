import { paymentConfig, plansResponse } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import type { ZodApp } from '../../plugins/zod.ts';

/** Routes anyone may call: the landing page's pricing and the card form's set-up. */
export function publicBillingRoutes(app: ZodApp, deps: GatewayDeps) {
  app.get('/api/subscription/plans', { schema: { response: { 200: plansResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return deps.billing.plans();
  });

  /** Stripe's publishable key, or the sandbox flag (the web then shows its own test-mode card form). */
  app.get('/api/payment/config', { schema: { response: { 200: paymentConfig } } }, async () => deps.billing.paymentConfig());
}
