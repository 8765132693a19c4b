import type { FastifyInstance } from 'fastify';
import { consumeCreditRequest, refundCreditRequest } from '@doco/contracts';
import { z } from 'zod';
import { NoCreditsError, type Ledger } from './service.ts';

const userParams = z.object({ userId: z.uuid() });

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

  app.get('/internal/credits/:userId', async (request) => {
    const { userId } = userParams.parse(request.params);
    return ledger.balance(userId);
  });
}
