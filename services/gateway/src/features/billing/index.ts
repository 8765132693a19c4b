import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../deps.ts';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { accountBillingRoutes } from './account.routes.ts';
import type { Seller } from '@doco/invoices';
import { acceptEmptyJson } from './empty-json.ts';
import { publicBillingRoutes } from './public.routes.ts';
import { stripeWebhookRoute } from './webhook.routes.ts';

export interface BillingPluginOptions {
  deps: GatewayDeps;
  /** The seller printed on tax invoices. */
  seller: Seller;
}

/**
 * Plans, credits, subscriptions and payments (spec-accounts-admin §7, spec-core §7): each route
 * forwards to billing's internal API with the signed-in user's id. Billing decides every amount and
 * credit; the browser's numbers are only checked against billing's.
 */
export async function billingFeature(scope: FastifyInstance, options: BillingPluginOptions) {
  await scope.register(async (open) => {
    publicBillingRoutes(useZodSchemas(open), options.deps);
  });
  await scope.register(async (signedIn) => {
    acceptEmptyJson(signedIn);
    await registerRateLimit(signedIn, { redis: options.deps.redis, nameSpace: rateLimitNamespace(options.deps) });
    accountBillingRoutes(useZodSchemas(signedIn), options.deps, options.seller);
  });
  await scope.register(stripeWebhookRoute, options);
}
