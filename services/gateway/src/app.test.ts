import { DEV_BILLING_TOKEN_GATEWAY } from '@doco/config';
import { internalAuthHeader } from '@doco/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../test/helpers.ts';

describe('health and the web app', () => {
  let gateway: Awaited<ReturnType<typeof createTestGateway>>;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('answers /healthz', async () => {
    const res = await gateway.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports postgres, redis and storage as ok on /readyz to a caller with the internal token', async () => {
    const res = await gateway.app.inject({ url: '/readyz', headers: internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(Object.keys(body.checks).sort()).toEqual(['postgres', 'redis', 'storage']);
    for (const check of Object.values(body.checks)) expect(check).toMatchObject({ status: 'ok' });
  });

  it('serves the web app at / and its files', async () => {
    const page = await gateway.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await gateway.app.inject('/app.js');
    expect(asset.body).toBe('console.log("doco")');
  });

  it('serves the app for its pages (200), its 404 card for any other address (404), and JSON 404 for unknown API paths', async () => {
    for (const url of ['/features', '/sample-report', '/accuracy?x=1', '/reports/5e0c2b1a-0000-4000-8000-000000000001']) {
      const known = await gateway.app.inject(url);
      expect(known.statusCode, url).toBe(200);
      expect(known.body).toContain('<div id="root">');
    }
    const page = await gateway.app.inject('/nope');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const api = await gateway.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'not_found' });
    const post = await gateway.app.inject({ method: 'POST', url: '/nope' });
    expect(post.statusCode).toBe(404);
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const made = await gateway.app.inject('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await gateway.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-abc-12345' } });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345');
    const replaced = await gateway.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('when Postgres is down', () => {
  it('answers /readyz with 503, naming postgres only to the internal token, while the rest stays ok', async () => {
    const gateway = await createTestGateway({ databaseUrl: 'postgres://postgres@127.0.0.1:1/doco' });
    try {
      // The public answer says only that it is not ready: error strings name hosts and versions.
      const open = await gateway.app.inject('/readyz');
      expect(open.statusCode).toBe(503);
      expect(open.json()).toEqual({ status: 'error' });
      const res = await gateway.app.inject({ url: '/readyz', headers: internalAuthHeader(DEV_BILLING_TOKEN_GATEWAY) });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.checks.postgres.status).toBe('error');
      expect(body.checks.postgres.error).toMatch(/ECONNREFUSED|connect/);
      expect(body.checks.redis.status).toBe('ok');
      expect(body.checks.storage.status).toBe('ok');
    } finally {
      await gateway.close();
    }
  });
});

describe('before the web app is built', () => {
  it('says how to build it instead of failing', async () => {
    const gateway = await createTestGateway({ webBuilt: false });
    try {
      const res = await gateway.app.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await gateway.close();
    }
  });
});
