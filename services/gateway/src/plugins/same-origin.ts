import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request defence for every state-changing /api call: a browser sends Sec-Fetch-Site and
 * Origin with such requests, and we refuse any that come from another site. Calls without either
 * header (curl, server-to-server webhooks) carry no ambient cookies from a victim's browser.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { publicUrl?: string | undefined }) {
  const allowed = options.publicUrl ? new URL(options.publicUrl).host : null;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw forbidden();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (host !== request.host && host !== allowed) throw forbidden();
  });
}

const forbidden = () => new AppError(403, 'This request came from another site and was refused.', 'cross_site');
