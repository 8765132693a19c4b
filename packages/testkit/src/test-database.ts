import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, migrateToLatest, quoteIdent, type Database, type Kysely } from '@doco/db';
import { resolvePostgres, startEmbeddedPostgres, withDatabase, type PostgresServer, type PostgresSource } from './postgres-server.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Connection URL of this database. */
  url: string;
  /** Its name, `doco_test_<time>_<random>`. */
  name: string;
  source: PostgresSource;
  /** Closes the pool and drops the database (WITH (FORCE)). Safe to call twice. */
  destroy(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Apply every migration (default true). */
  migrate?: boolean;
  /** Pool size (default 5). */
  max?: number;
  /** 'auto' finds a server as `npm start` does; 'embedded' forces the embedded Postgres. */
  server?: 'auto' | 'embedded';
}

const PREFIX = 'doco_test_';
// Databases left by a crashed run are dropped once they are this old.
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

async function withAdmin<T>(server: PostgresServer, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.adminUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const swept = new Set<string>();

/** Drops doco_test_ databases whose name says they are older than STALE_AFTER_MS (once per server per process). */
async function sweepStale(server: PostgresServer): Promise<void> {
  if (swept.has(server.adminUrl)) return;
  swept.add(server.adminUrl);
  await withAdmin(server, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'doco\\_test\\_%'`,
    );
    for (const { datname } of rows) {
      const created = Number.parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36);
      if (Number.isFinite(created) && Date.now() - created > STALE_AFTER_MS) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`).catch(() => {});
      }
    }
  });
}

/**
 * A fresh, migrated database of its own on the test Postgres: test files running in parallel never
 * see each other's rows, and destroy() leaves nothing behind.
 */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = options.server === 'embedded' ? await startEmbeddedPostgres() : await resolvePostgres();
  await sweepStale(server).catch(() => {});
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  await withAdmin(server, (client) => client.query(`create database ${quoteIdent(name)}`));
  const url = withDatabase(server.adminUrl, name);
  const db = createDb({ url, max: options.max ?? 5, applicationName: 'doco-testkit' });

  let destroyed: Promise<void> | undefined;
  const destroy = () =>
    (destroyed ??= (async () => {
      await db.destroy();
      await withAdmin(server, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    })());

  if (options.migrate !== false) {
    try {
      await migrateToLatest(db);
    } catch (error) {
      await destroy().catch(() => {});
      throw error;
    }
  }
  return { db, url, name, source: server.source, destroy };
}
