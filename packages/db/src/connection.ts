import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema/index.ts';

export interface CreateDbOptions {
  /** postgres:// connection string. */
  url: string;
  /** Pool size (default 10). */
  max?: number;
  /** Sets search_path to this schema (which must exist) for every connection. */
  schema?: string;
  /** Name shown in pg_stat_activity. */
  applicationName?: string;
}

const INT8_OID = 20;
const DATE_OID = 1082;

// Per-pool type parsers (no global side effect on the pg module): int8, which count(*) and
// sum() return, reads as a number. Values in this product stay far below 2^53. A `date` (a calendar
// day, no time) reads as its YYYY-MM-DD text: as a JS Date it would move with the server's time zone.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    if (oid === DATE_OID && format !== 'binary') return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

/** The Kysely plugin set every Doco connection uses: snake_case in SQL, camelCase in TypeScript. */
export const camelCase = () => new CamelCasePlugin({ maintainNestedObjectKeys: true });

/** A pooled Kysely<Database>. Close with `db.destroy()`. */
export function createDb(options: CreateDbOptions): Kysely<Database> {
  if (options.schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`createDb: schema must be a plain identifier, got "${options.schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection (e.g. Postgres restart) must not crash the process;
  // the pool discards it and the next query reconnects.
  pool.on('error', () => {});
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [camelCase()],
  });
}

/** Readiness check: `select 1` within timeoutMs (default 2000). Resolves true/false, never throws. */
export async function checkDatabase(db: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql<{ ok: number }>`select 1 as ok`
    .execute(db)
    .then((r) => r.rows[0]?.ok === 1)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Quotes a Postgres identifier ("my""schema"). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
