import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkDatabase } from '@doco/db';
import { createUser } from './factories.ts';
import { resolvePostgres, type PostgresServer } from './postgres-server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

async function databaseExists(server: PostgresServer, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length === 1;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database and drops it on destroy', async () => {
    const server = await resolvePostgres();
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(a.name).not.toBe(b.name);
      expect(a.name).toMatch(/^doco_test_[a-z0-9]+_[0-9a-f]{10}$/);
      expect(await databaseExists(server, a.name)).toBe(true);
      expect(await databaseExists(server, b.name)).toBe(true);
      expect(await checkDatabase(a.db)).toBe(true);

      const user = await createUser(a.db, { email: 'only-in-a@example.test' });
      expect(await a.db.selectFrom('users').select('id').execute()).toEqual([{ id: user.id }]);
      expect(await b.db.selectFrom('users').select('id').execute()).toEqual([]);
      // The same email is free in the other database.
      await createUser(b.db, { email: 'only-in-a@example.test' });
    } finally {
      await a.destroy();
      await b.destroy();
    }
    expect(await databaseExists(server, a.name)).toBe(false);
    expect(await databaseExists(server, b.name)).toBe(false);
    await a.destroy(); // a second call is harmless
    // Two databases migrated from scratch (every migration): seconds on a busy two-core machine.
  }, 60_000);

  it('drops the database even while another connection holds it open', async () => {
    const server = await resolvePostgres();
    const t: TestDatabase = await createTestDatabase();
    const straggler = new pg.Client({ connectionString: t.url });
    straggler.on('error', () => {});
    await straggler.connect();
    await t.destroy();
    expect(await databaseExists(server, t.name)).toBe(false);
    await straggler.end().catch(() => {});
  });

  it('reports an unreachable database as not ready, quickly', async () => {
    const { createDb } = await import('@doco/db');
    const db = createDb({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const started = Date.now();
    expect(await checkDatabase(db, 1000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    await db.destroy();
  });

  it('runs on an embedded Postgres when asked (the fallback for bare machines)', { timeout: 120_000 }, async () => {
    const t = await createTestDatabase({ server: 'embedded' });
    try {
      expect(t.source).toBe('embedded');
      const user = await createUser(t.db, { email: 'Embedded@Example.test' });
      expect(user.email).toBe('embedded@example.test');
      const { rows } = await (await import('@doco/db')).sql<{ version: string }>`select version()`.execute(t.db);
      expect(rows[0]?.version).toMatch(/PostgreSQL/);
    } finally {
      await t.destroy();
    }
  });
});
