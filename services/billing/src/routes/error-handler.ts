import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorCodeForStatus } from '@doco/contracts';
import { BillingError } from '../errors.ts';
import { UnknownUserError } from '../ledger/service.ts';
import { WebhookSignatureError } from '../providers/types.ts';

/** Every error leaves as {message, code}; the message of a 4xx is safe to show a user. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof z.ZodError) {
      return reply.code(400).send({ message: error.issues[0]?.message ?? 'Invalid request', code: 'invalid_request', issues: error.issues });
    }
    if (error instanceof BillingError) return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    if (error instanceof UnknownUserError) return reply.code(404).send({ message: error.message, code: 'unknown_user' });
    if (error instanceof WebhookSignatureError) {
      request.log.warn({ err: error }, 'webhook refused');
      return reply.code(400).send({ message: 'Webhook signature verification failed', code: 'bad_signature' });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code === 'FST_ERR_VALIDATION' ? 'invalid_request' : errorCodeForStatus(status);
      return reply.code(status).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'billing error');
    return reply.code(500).send({ message: 'Billing failed. Please try again.', code: 'billing_error' });
  });
}
