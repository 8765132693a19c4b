import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from '@doco/service-kit';
import { checkDatabase } from '@doco/db';
import type { GatewayDeps } from '../deps.ts';

export function healthRoutes(app: FastifyInstance, deps: GatewayDeps) {
  registerHealthRoutes(app, {
    postgres: () => checkDatabase(deps.db),
    redis: () => deps.redis.ping(),
    storage: () => deps.storage.check(),
  });
}
