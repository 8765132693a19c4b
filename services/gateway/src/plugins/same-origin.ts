import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || request.routeOptions.config?.signedWebhook) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden(); // includes the opaque origin "null" of sandboxed frames and file: pages
      }
      if (host !== request.host && host !== allowed) throw forbidden();
      return;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden();
  });
}

const forbidden = () => new AppError(403, 'This request came from another site and was refused.', 'cross_site');
