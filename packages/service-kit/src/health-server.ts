import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { registerHealthRoutes } from './health-routes.ts';
import { registerMetricsRoute, type Metrics } from './metrics.ts';
import type { Check } from './readiness.ts';

/** A small HTTP server for workers, which have no other port: /healthz, /readyz and (given metrics) /metrics. */
export async function startHealthServer(options: { host?: string; port: number; logger: Logger; checks: Record<string, Check>; metrics?: Metrics }) {
  const app = Fastify({ loggerInstance: options.logger as FastifyBaseLogger });
  registerHealthRoutes(app, options.checks);
  if (options.metrics) registerMetricsRoute(app, options.metrics);
  await app.listen({ host: options.host ?? '0.0.0.0', port: options.port });
  return app;
}
