import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase, type Database } from '@doco/db';
import { registerHealthRoutes } from '@doco/service-kit';

export interface BillingDeps {
  db: Kysely<Database>;
}

/**
 * Billing's internal HTTP API. Only the gateway calls it (it listens on 127.0.0.1 / the private
 * network); the public Stripe webhook is forwarded through the gateway.
 */
export async function buildBillingApp(deps: BillingDeps, logger: FastifyServerOptions['loggerInstance'] | boolean = false) {
  const app = Fastify(typeof logger === 'boolean' ? { logger } : { loggerInstance: logger });
  registerHealthRoutes(app, { postgres: () => pingDatabase(deps.db) });
  return app;
}
