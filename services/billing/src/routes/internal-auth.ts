import type { FastifyInstance } from 'fastify';
import { hasInternalToken } from '@doco/service-kit';

// /metrics: Prometheus scrapes billing on its private network; the figures hold no user data.
const OPEN = new Set(['/healthz', '/readyz', '/metrics']);

/** Billing's callers, each with its own bearer token (BILLING_TOKEN_GATEWAY, BILLING_TOKEN_WORKER). */
export interface CallerTokens {
  gateway: string;
  worker: string;
}
export type Caller = keyof CallerTokens;

/**
 * What each caller may call, as `METHOD /route/pattern`. A route missing here is refused to every
 * caller, so a new route is closed until someone grants it.
 */
export const CALLER_ROUTES: Record<Caller, ReadonlySet<string>> = {
  // The analysis worker gives back a failed analysis's credit, and nothing else.
  worker: new Set(['POST /internal/credits/refund']),
  gateway: new Set([
    'POST /internal/credits/consume',
    'GET /internal/credits/:userId',
    'POST /internal/credits/:userId/set',
    'GET /internal/billing/plans',
    'GET /internal/billing/config',
    'GET /internal/billing/revenue',
    // The admin portal's reads of billing's tables (admin/routes.ts).
    'GET /internal/billing/admin/stats',
    'GET /internal/billing/admin/credits',
    'GET /internal/billing/admin/users/:userId/payments',
    'GET /internal/billing/admin/payments',
    'GET /internal/billing/admin/payments/:paymentId',
    'GET /internal/billing/users/:userId/status',
    'GET /internal/billing/users/:userId/credits',
    'GET /internal/billing/users/:userId/payments',
    'GET /internal/billing/users/:userId/payments/:paymentId/invoice',
    'POST /internal/billing/users/:userId/subscription',
    'POST /internal/billing/users/:userId/subscription/change-plan',
    'POST /internal/billing/users/:userId/subscription/admin-plan',
    'POST /internal/billing/users/:userId/subscription/cancel',
    'POST /internal/billing/users/:userId/subscription/complete-payment',
    'POST /internal/billing/users/:userId/payg',
    'POST /internal/billing/users/:userId/allocate',
    'POST /internal/billing/users/:userId/close',
    'POST /internal/billing/payments/:paymentId/refund',
    'POST /internal/billing/webhooks/stripe',
    'POST /internal/billing/users/:userId/sandbox/confirm',
    'GET /internal/billing/sandbox/clock',
    'POST /internal/billing/sandbox/clock/advance',
  ]),
};

/**
 * Billing's internal API moves credits and money: every call names its caller by its token, even on a
 * private network, and each caller reaches only its own routes (401 without a known token, 403 on
 * another caller's route). Decided by the matched route, so no other spelling of a path gets around
 * it; unmatched paths are refused too.
 */
export function requireInternalToken(app: FastifyInstance, tokens: CallerTokens) {
  const callers = Object.entries(tokens) as [Caller, string][];
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && OPEN.has(route)) return;
    const caller = callers.find(([, token]) => hasInternalToken(request, token))?.[0];
    if (!caller) {
      return reply.code(401).send({ message: 'This internal call needs a caller token.', code: 'unauthorized' });
    }
    if (route === undefined || !CALLER_ROUTES[caller].has(`${request.method} ${route}`)) {
      request.log.warn({ caller, method: request.method, route }, 'internal call outside its caller’s routes refused');
      return reply.code(403).send({ message: 'This caller may not make this call.', code: 'unauthorized' });
    }
  });
}
