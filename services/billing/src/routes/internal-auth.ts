import type { FastifyInstance } from 'fastify';
import { hasInternalToken } from '@doco/service-kit';

// /metrics: Prometheus scrapes billing on its private network; the figures hold no user data.
const OPEN = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Billing's internal API moves credits and money: only callers holding INTERNAL_API_TOKEN (the
 * gateway) may use it, even on a private network. Decided by the matched route, so no other spelling
 * of a path gets around it; unmatched paths are refused too.
 */
export function requireInternalToken(app: FastifyInstance, token: string) {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && OPEN.has(route)) return;
    if (!hasInternalToken(request, token)) {
      return reply.code(401).send({ message: 'This internal call needs the internal API token.', code: 'unauthorized' });
    }
  });
}
