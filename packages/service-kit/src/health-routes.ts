import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runChecks, type Check } from './readiness.ts';

/**
 * GET /healthz: the process is up. GET /readyz: every dependency answers (503 naming the ones that
 * do not), so an orchestrator routes traffic only to instances that can serve it.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  checks: Record<string, Check>,
  options: { showDetails?: (request: FastifyRequest) => boolean } = {},
) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const result = await runChecks(checks);
    const code = result.status === 'ok' ? 200 : 503;
    // A public port says only ok or not: error strings name hosts and software versions.
    if (options.showDetails && !options.showDetails(request)) return reply.code(code).send({ status: result.status });
    return reply.code(code).send(result);
  });
}
