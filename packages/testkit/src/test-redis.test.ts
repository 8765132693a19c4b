import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createTestRedis } from './test-redis.ts';

describe('createTestRedis', () => {
  it('cleanup removes only the keys under its own prefix', async () => {
    const a = await createTestRedis();
    const b = await createTestRedis();
    expect(a.prefix).not.toBe(b.prefix);
    const raw = new Redis(a.connection);
    // A key that merely starts with a's prefix text is not under a's prefix.
    const neighbour = `${a.prefix}-neighbour`;
    try {
      const ca = a.client();
      // More keys than one SCAN page, so the cursor loop is exercised.
      const pipeline = ca.pipeline();
      for (let i = 0; i < 1200; i++) pipeline.set(a.key(`k${i}`), String(i));
      pipeline.hset(`${a.prefix}:bull:queue:1`, 'data', '{}');
      await pipeline.exec();
      await a.client({ keyPrefix: a.keyPrefix }).set('via-key-prefix', '1');
      await b.client().set(b.key('survivor'), 'yes');
      await raw.set(neighbour, 'keep');

      expect(await raw.exists(`${a.prefix}:via-key-prefix`)).toBe(1);
      await a.cleanup();

      expect(await raw.exists(a.key('k0'), a.key('k1199'), `${a.prefix}:bull:queue:1`, `${a.prefix}:via-key-prefix`)).toBe(0);
      const [, left] = await raw.scan('0', 'MATCH', `${a.prefix}:*`, 'COUNT', 10_000);
      expect(left).toEqual([]);
      expect(await raw.get(b.key('survivor'))).toBe('yes');
      expect(await raw.get(neighbour)).toBe('keep');
      // Its clients are closed.
      expect(ca.status).toBe('end');
    } finally {
      await raw.del(neighbour);
      await b.cleanup();
      expect(await raw.exists(b.key('survivor'))).toBe(0);
      await raw.quit();
    }
  });

  it('starts a redis-server of its own when asked (the fallback when none runs)', { timeout: 30_000 }, async () => {
    const r = await createTestRedis({ server: 'spawned' });
    expect(r.source).toBe('spawned');
    expect(r.url).not.toBe('redis://127.0.0.1:6379');
    const c = r.client();
    await c.set(r.key('x'), '1');
    expect(await c.get(r.key('x'))).toBe('1');
    await r.cleanup();
    const check = new Redis(r.connection);
    expect(await check.dbsize()).toBe(0);
    await check.quit();
  });
});
