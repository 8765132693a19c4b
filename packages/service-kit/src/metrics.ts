import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics, one registry per process, every series prefixed doco_ (README "Metrics").

export const METRIC_PREFIX = 'doco_';

export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  return {
    registry,
    counter: <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
      new Counter<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [registry] }),
    gauge: <L extends string>(name: string, help: string, labelNames: readonly L[] = [], collect?: (this: Gauge<L>) => Promise<void> | void) =>
      new Gauge<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [registry], ...(collect ? { collect } : {}) }),
    histogram: <L extends string>(name: string, help: string, labelNames: readonly L[] = [], buckets?: number[]) =>
      new Histogram<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [registry], ...(buckets ? { buckets } : {}) }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * doco_http_request_duration_seconds by method, route pattern (never the raw URL: ids would make a
 * series each) and status. One onResponse hook; the cost is a histogram observe.
 */
export function instrumentHttp(app: FastifyInstance, metrics: Metrics) {
  const duration = metrics.histogram('http_request_duration_seconds', 'HTTP request duration by route pattern and status', ['method', 'route', 'status_code'], [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
  ]);
  // A callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** GET /metrics in Prometheus text format. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics) {
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/** A server of its own for /metrics (the gateway keeps it off the public port: METRICS_PORT on 127.0.0.1). */
export async function startMetricsServer(options: { host: string; port: number; metrics: Metrics }) {
  const app = Fastify({ logger: false });
  registerMetricsRoute(app, options.metrics);
  await app.listen({ host: options.host, port: options.port });
  return app;
}
