import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodeForStatus } from '@doco/contracts';
import { AppError } from '../errors.ts';

/**
 * Every error leaves as {message, code} with a code of the contracts' enum. AppErrors and Fastify's
 * own 4xx errors keep their message (Fastify's FST_ERR_… codes become ours: validation is
 * invalid_request, the rest follows the status); anything else is logged with the request id and
 * answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error.code === 'FST_ERR_VALIDATION' ? 'invalid_request' : errorCodeForStatus(status);
      return reply.code(status).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
