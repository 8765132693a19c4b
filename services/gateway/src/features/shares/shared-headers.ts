import type { FastifyInstance } from 'fastify';

/**
 * A shared report's page and its API calls: the addresses that carry a link's token, however the path is
 * spelled (the router matches "/api/%73hared/…" as "/api/shared/…", so the raw address is decoded first).
 */
export const carriesShareToken = (url: string) => {
  const path = decodedPath(url);
  return path.startsWith('/shared/') || path.startsWith('/api/shared/');
};

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

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
