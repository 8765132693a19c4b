import { errorBody } from '@doco/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../test/helpers.ts';

// Every error body carries a code from the contracts' enum (issue 16), Fastify's own errors included,
// so the web can map codes to texts without reading messages.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());



describe('error bodies', () => {
  it.each([
    ['an unknown API path', { method: 'GET' as const, url: '/api/nope' }, 404, 'not_found'],
    ['a signed-out poll', { method: 'GET' as const, url: '/api/subscription/credits' }, 401, 'unauthorized'],
    [
      'a JSON body that does not parse',
      { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      400,
      'bad_request',
    ],
    [
      'a body of a type no route reads',
      { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' },
      415,
      'unsupported_media_type',
    ],
    [
      'a JSON body past the size limit',
      { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }) },
      413,
      'too_large',
    ],
    [
      'a cross-site write',
      { method: 'POST' as const, url: '/api/auth/login', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}' },
      403,
      'cross_site',
    ],
  ])('%s gets the product code', async (_label, request, status, code) => {
    const res = await gateway.app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = errorBody.parse(res.json());
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
  });
});
