import type { FastifyInstance } from 'fastify';

/** A shared report's page and its API calls: the addresses that carry a link's token. */
export const carriesShareToken = (url: string) => url.startsWith('/shared/') || url.startsWith('/api/shared/');

/**
 * Headers for every answer under a shared link (issue 28 §5), added last so nothing overrides them:
 * no search engine indexes it, no Referer carries its token to another site (or to our own assets'
 * logs), and no cache on the way keeps a copy.
 */
export function registerSharedHeaders(app: FastifyInstance) {
  // A callback hook, not an async one: no promise for every other request (the polls among them).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesShareToken(request.url)) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'private, no-store');
    }
    done(null, payload);
  });
}
