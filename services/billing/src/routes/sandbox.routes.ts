import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sandboxConfirmRequest } from '@doco/contracts';
import { MESSAGES, notFound } from '../errors.ts';
import type { SandboxProvider } from '../providers/sandbox/sandbox-provider.ts';

const userParams = z.object({ userId: z.uuid() });
const advanceRequest = z.object({
  seconds: z.number().int().min(0).max(5 * 366 * 24 * 3600).default(0),
  days: z.number().int().min(0).max(5 * 366).default(0),
  /** Renewals in this advance are declined (past_due, then cancelled at the next period end). */
  failRenewals: z.boolean().default(false),
});

/**
 * The sandbox's card form endpoint (forwarded from POST /api/payment/sandbox/confirm) and its test
 * clock (internal only: `curl -XPOST 127.0.0.1:3101/internal/billing/sandbox/clock/advance -d '{"days":31}'`).
 * Both answer 404 when billing runs against Stripe.
 */
export function sandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider | null) {
  const requireSandbox = () => {
    if (!sandbox) throw notFound(MESSAGES.sandboxOnly, 'not_sandbox');
    return sandbox;
  };

  app.post('/internal/billing/users/:userId/sandbox/confirm', async (request) => {
    const { userId } = userParams.parse(request.params);
    const body = sandboxConfirmRequest.parse(request.body);
    return requireSandbox().confirm({ userId, ...body });
  });

  app.get('/internal/billing/sandbox/clock', async () => ({ now: requireSandbox().clock.now().toISOString() }));

  app.post('/internal/billing/sandbox/clock/advance', async (request) => {
    const body = advanceRequest.parse(request.body ?? {});
    const now = await requireSandbox().advanceClock((body.seconds + body.days * 86_400) * 1000, { failRenewals: body.failRenewals });
    return { now: now.toISOString() };
  });
}
