import type { FastifyInstance } from 'fastify';
import { consumeCreditRequest, refundCreditRequest } from '@doco/contracts';
import { z } from 'zod';
import { NoCreditsError, type Ledger } from './service.ts';

const userParams = z.object({ userId: z.uuid() });
const setBalanceBody = z.object({
  target: z.number().int().min(0).max(100_000),
  reason: z.string().min(1).max(300),
  adminId: z.uuid(),
  requestId: z.string().min(8).max(100),
  /** The balance the administrator saw in the dialog's preview: refused if it has changed since. */
  expectedBefore: z.number().int().min(0).optional(),
});

/** Internal credit endpoints used by the gateway (consume, balance) and the analysis worker (refund). */
export function ledgerRoutes(app: FastifyInstance, ledger: Ledger) {
  app.post('/internal/credits/consume', async (request, reply) => {
    const body = consumeCreditRequest.parse(request.body);
    try {
      return await ledger.consume(body.userId, body.analysisId);
    } catch (error) {
      if (error instanceof NoCreditsError) return reply.code(402).send({ message: error.message, code: 'no_credits' });
      throw error;
    }
  });

  app.post('/internal/credits/refund', async (request) => {
    const body = refundCreditRequest.parse(request.body);
    return ledger.refund(body.analysisId, body.reason);
  });

  /** An administrator sets a user's credit total (the gateway's admin action adjust_credits). */
  app.post('/internal/credits/:userId/set', async (request) => {
    const { userId } = userParams.parse(request.params);
    const body = setBalanceBody.parse(request.body);
    return ledger.setBalance({ userId, ...body });
  });

  app.get('/internal/credits/:userId', async (request) => {
    const { userId } = userParams.parse(request.params);
    return ledger.balance(userId);
  });
}
