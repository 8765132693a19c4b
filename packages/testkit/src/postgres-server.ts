import { loadTestConfig } from '@doco/config';
import { ensurePostgres, postgresAnswers, startEmbedded } from '@doco/local-services';

export { postgresAnswers };

// Where the tests' Postgres comes from. Finding or starting one is @doco/local-services' job (the
// same code `npm start` uses); the tests only add TEST_DATABASE_URL, the testcontainers option and a
// throwaway embedded server instead of a persistent one.

export type PostgresSource = 'env' | 'local' | 'container' | 'embedded';

export interface PostgresServer {
  /** URL of a maintenance database on the server (CREATE/DROP DATABASE are run there). */
  adminUrl: string;
  source: PostgresSource;
}

let embedded: Promise<PostgresServer> | undefined;

/** Starts (once per process) a throwaway embedded Postgres, whatever else is running. */
export function startEmbeddedPostgres(): Promise<PostgresServer> {
  embedded ??= startEmbedded({ database: 'postgres' }).then((handle) => ({ adminUrl: handle.url, source: 'embedded' as const }));
  // A failed start may be retried by the next caller.
  embedded.catch(() => {
    embedded = undefined;
  });
  return embedded;
}

let resolved: Promise<PostgresServer> | undefined;

/**
 * Finds Postgres the way `npm start` does: TEST_DATABASE_URL; else 127.0.0.1:5432 (user postgres,
 * trust) if it answers; else a testcontainers Postgres when a Docker engine answers; else a throwaway
 * embedded Postgres. Resolved once per process.
 */
export function resolvePostgres(): Promise<PostgresServer> {
  resolved ??= (async (): Promise<PostgresServer> => {
    const { TEST_DATABASE_URL } = loadTestConfig();
    if (TEST_DATABASE_URL) return { adminUrl: TEST_DATABASE_URL, source: 'env' };
    const handle = await ensurePostgres({ database: 'postgres', container: true });
    if (handle.source === 'embedded') embedded ??= Promise.resolve({ adminUrl: handle.url, source: 'embedded' });
    return { adminUrl: handle.url, source: handle.source };
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
