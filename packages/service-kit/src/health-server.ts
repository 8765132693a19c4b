import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { registerHealthRoutes } from './health-routes.ts';
import type { Check } from './readiness.ts';

/** A small HTTP server for workers, which have no other port: /healthz and /readyz. */
export async function startHealthServer(options: { host?: string; port: number; logger: Logger; checks: Record<string, Check> }) {
  const app = Fastify({ loggerInstance: options.logger as FastifyBaseLogger });
  registerHealthRoutes(app, options.checks);
  await app.listen({ host: options.host ?? '0.0.0.0', port: options.port });
  return app;
}
