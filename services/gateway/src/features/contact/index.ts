import type { FastifyInstance } from 'fastify';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace, type AccountPluginOptions } from '../auth/context.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactContext } from './context.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** /api/contact and its confirmation link; expired unconfirmed messages are purged hourly. */
export async function contactFeature(scope: FastifyInstance, options: AccountPluginOptions) {
  const app = useZodSchemas(scope);
  await registerRateLimit(scope, { redis: options.deps.redis, nameSpace: rateLimitNamespace(options.deps) });
  const context = createContactContext(options);
  contactRoutes(app, context);

  const timer = setInterval(() => {
    context.contacts.purgeExpired().catch((err) => scope.log.warn({ err }, 'contact message clean-up failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  scope.addHook('onClose', async () => clearInterval(timer));
}
