import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, migrations, sql, type Kysely } from '@doco/db';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await t?.destroy();
});

/** Everything that defines the schema: columns (with type, default, nullability), constraints, indexes, triggers. */
async function snapshot<DB>(db: Kysely<DB>): Promise<string[]> {
  const columns = await sql<{ line: string }>`
    select concat_ws(' ', table_name, column_name, data_type, column_default, is_nullable) as line
    from information_schema.columns where table_schema = current_schema()
  `.execute(db);
  const constraints = await sql<{ line: string }>`
    select concat_ws(' ', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) as line
    from pg_constraint where connamespace = current_schema()::regnamespace
  `.execute(db);
  const indexes = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = current_schema()
  `.execute(db);
  const triggers = await sql<{ line: string }>`
    select pg_get_triggerdef(t.oid) as line from pg_trigger t
    join pg_class c on c.oid = t.tgrelid where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
  `.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows, ...triggers.rows].map((r) => r.line).sort();
}

describe('migrateToLatest', () => {
  it('applies every migration on an empty database, then nothing the second time', async () => {
    expect(await snapshot(t.db)).toEqual([]);

    const first = await migrateToLatest(t.db);
    expect(first.applied).toEqual(Object.keys(migrations).sort());
    const afterFirst = await snapshot(t.db);
    expect(afterFirst.length).toBeGreaterThan(100);

    const second = await migrateToLatest(t.db);
    expect(second.applied).toEqual([]);
    expect(await snapshot(t.db)).toEqual(afterFirst);

    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('migrates inside a schema of its own when the connection names one', async () => {
    await sql`create schema tenant_a`.execute(t.db);
    const scoped = createDb({ url: t.url, schema: 'tenant_a', max: 2 });
    try {
      expect((await migrateToLatest(scoped)).applied).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from information_schema.tables where table_schema = 'tenant_a' and table_name = 'credit_ledger'
      `.execute(t.db);
      expect(rows[0]?.n).toBe(1);
      await scoped.insertInto('users').values({ email: 'Scoped@Example.test' }).execute();
      const { rows: users } = await sql<{ email: string }>`select email from tenant_a.users`.execute(t.db);
      expect(users).toEqual([{ email: 'scoped@example.test' }]);
    } finally {
      await scoped.destroy();
    }
  });
});
