import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from '@doco/service-kit';
import { pingDatabase } from '@doco/db';
import type { GatewayDeps } from '../deps.ts';

export function healthRoutes(app: FastifyInstance, deps: GatewayDeps) {
  registerHealthRoutes(app, {
    postgres: () => pingDatabase(deps.db),
    redis: () => deps.redis.ping(),
    storage: () => deps.storage.check(),
  });
}
