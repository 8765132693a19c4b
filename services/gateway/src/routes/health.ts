import type { FastifyInstance } from 'fastify';
import { hasInternalToken, registerHealthRoutes } from '@doco/service-kit';
import { pingDatabase } from '@doco/db';
import type { GatewayDeps } from '../deps.ts';

/** The public /readyz says ok or not; the details (error strings) need the gateway's internal token (BILLING_TOKEN_GATEWAY). */
export function healthRoutes(app: FastifyInstance, deps: GatewayDeps, internalApiToken: string) {
  registerHealthRoutes(app, {
    postgres: () => pingDatabase(deps.db),
    redis: () => deps.redis.ping(),
    storage: () => deps.storage.check(),
  }, { showDetails: (request) => hasInternalToken(request, internalApiToken) });
}
