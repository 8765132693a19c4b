import type { FastifyInstance } from 'fastify';
import { analyticsBatch, withoutShareToken } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import { limitBy, registerRateLimit } from '../../plugins/rate-limit.ts';
import { useZodSchemas } from '../../plugins/zod.ts';
import { rateLimitNamespace } from '../auth/context.ts';
import { createAnalyticsRepository as repo } from './repository.ts';

/**
 * POST /api/events: a batch of first-party analytics events (navigator.sendBeacon or fetch). Names
 * come from a fixed list, properties are bounded; the signed-in user is attached from the session,
 * never from the body. 60 batches a minute per address. A shared report's token never reaches the table.
 */
export async function analyticsRoutes(scope: FastifyInstance, { deps }: { deps: GatewayDeps }) {
  const app = useZodSchemas(scope);
  await registerRateLimit(scope, { redis: deps.redis, nameSpace: rateLimitNamespace(deps) });
  app.post(
    '/api/events',
    {
      bodyLimit: 16 * 1024,
      schema: { body: analyticsBatch },
      preHandler: limitBy(app, [{ name: 'events:ip', max: 60, windowMs: 60_000, key: (request) => request.ip }]),
    },
    async (request, reply) => {
      await repo(deps.db).insertBatch({ userId: request.session?.userId ?? null, visitorId: request.body.visitorId, events: request.body.events.map((e) => ({ ...e, path: withoutShareToken(e.path) })) });
      return reply.code(204).send();
    },
  );
}
