import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isWebPage } from '@doco/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Doco</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built web app. GETs that are not API calls get index.html so the client router can show
 * the page; an address that is none of the app's pages (`WEB_PAGES`) gets it with a 404 status, so the
 * app shows its 404 card and crawlers and link checkers see the page does not exist. Unknown API paths
 * get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!isPage) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    if (!built) return reply.code(503).type('text/html').send(NOT_BUILT);
    return reply.code(isWebPage(path) ? 200 : 404).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
