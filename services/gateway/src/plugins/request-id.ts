import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const VALID = /^[A-Za-z0-9._-]{8,100}$/;

/** Keeps a well-formed incoming X-Request-Id (from a proxy) or makes one; it travels on into jobs. */
export function genRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request on the hot path.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
