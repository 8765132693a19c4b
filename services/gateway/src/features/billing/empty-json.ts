import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends `content-type: application/json` on every call, including POSTs with no
 * body (cancel, complete-payment). Such a body reads as {} here instead of Fastify's 400; anything
 * else goes through Fastify's own (prototype-poisoning-safe) JSON parser.
 */
export function acceptEmptyJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });
}
