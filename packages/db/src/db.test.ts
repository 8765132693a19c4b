import { describe, expect, it } from 'vitest';
import { checkDatabase, createDb, migrations, toJson } from './index.ts';

// Database-free checks. The schema itself is tested against a real Postgres in @doco/testkit.

describe('migrations list', () => {
  it('names every migration by timestamp, in order, each with an up()', () => {
    const names = Object.keys(migrations);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}_[a-z0-9_]+$/);
      expect(typeof migrations[name]?.up).toBe('function');
    }
    expect([...names].sort()).toEqual(names);
  });
});

describe('toJson', () => {
  it('writes arrays and objects as JSON text (pg would send a JS array as a Postgres array)', () => {
    expect(toJson(['a', { b: 1 }])).toBe('["a",{"b":1}]');
    expect(JSON.parse(toJson({ legal: 2 }))).toEqual({ legal: 2 });
  });
});

describe('createDb', () => {
  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => createDb({ url: 'postgres://x@127.0.0.1/db', schema: 'a b; drop' })).toThrow(/plain identifier/);
  });

  it('reports an unreachable server as not ready without throwing', async () => {
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(await checkDatabase(db, 1000)).toBe(false);
    await db.destroy();
  });
});
