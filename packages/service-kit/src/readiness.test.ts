import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerHealthRoutes } from './index.ts';

describe('readiness', () => {
  it('answers 200 when every dependency answers', async () => {
    const app = Fastify();
    registerHealthRoutes(app, { postgres: async () => 1, redis: async () => 'PONG' });
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.postgres.status).toBe('ok');
  });

  it('answers 503 naming the dependency that failed or hung', async () => {
    const app = Fastify();
    registerHealthRoutes(app, {
      postgres: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      redis: async () => 'PONG',
      storage: () => new Promise(() => {}),
    });
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.checks.postgres).toMatchObject({ status: 'error', error: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(body.checks.redis.status).toBe('ok');
    expect(body.checks.storage).toMatchObject({ status: 'error', error: 'no answer within 2000 ms' });
  }, 10_000);

  it('keeps /healthz up regardless of dependencies', async () => {
    const app = Fastify();
    registerHealthRoutes(app, { postgres: async () => Promise.reject(new Error('down')) });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
