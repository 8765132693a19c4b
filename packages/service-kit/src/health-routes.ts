import type { FastifyInstance } from 'fastify';
import { runChecks, type Check } from './readiness.ts';

/**
 * GET /healthz: the process is up. GET /readyz: every dependency answers (503 naming the ones that
 * do not), so an orchestrator routes traffic only to instances that can serve it.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: Record<string, Check>) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const result = await runChecks(checks);
    return reply.code(result.status === 'ok' ? 200 : 503).send(result);
  });
}
