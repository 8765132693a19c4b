import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase, type Database } from '@doco/db';
import { registerHealthRoutes } from '@doco/service-kit';
import { createLedger } from './ledger/service.ts';
import { ledgerRoutes } from './ledger/routes.ts';

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
  ledgerRoutes(app, createLedger(deps.db));
  return app;
}
