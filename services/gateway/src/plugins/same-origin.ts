import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates each call by a signature (the Stripe webhook): no same-origin check. */
    signedWebhook?: boolean;
  }
}

/**
 * Cross-site request defence for every state-changing request, whatever spelling its path has
 * (`/%61pi/...` and `/api//...` reach the same routes, so the path is never consulted). A browser sends
 * Origin with such requests (and Sec-Fetch-Site): we refuse any from another site. Calls with neither
 * header (curl, server-to-server webhooks) carry no ambient cookies from a victim's browser.
 * Only a route marked `signedWebhook` (authenticated by its signature) is exempt.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { publicUrl?: string | undefined }) {
  const allowed = options.publicUrl ? new URL(options.publicUrl).host : null;
  // Form posts are how a cross-site request travels without a preflight; no route reads text bodies.
  app.removeContentTypeParser('text/plain');
  // A callback hook, not an async one: no promise per request on the hot path (every poll is a GET).
  app.addHook('onRequest', (request, _reply, done) => {
    done(SAFE.has(request.method) || request.routeOptions.config?.signedWebhook ? undefined : crossSite(request, allowed));
  });
}

/** Why a state-changing request is refused as another site's (403), or undefined when it is not. */
function crossSite(request: FastifyRequest, allowed: string | null): AppError | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return forbidden(); // includes the opaque origin "null" of sandboxed frames and file: pages
    }
    return host !== request.host && host !== allowed ? forbidden() : undefined;
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site' ? forbidden() : undefined;
}

const forbidden = () => new AppError(403, 'This request came from another site and was refused.', 'cross_site');
