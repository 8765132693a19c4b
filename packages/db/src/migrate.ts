import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDb } from './connection.ts';
import { migrations } from './migrations/index.ts';
import { setRolePassword, type ServiceRole } from './roles.ts';

export { migrations };

export interface MigrationOutcome {
  /** Names of the migrations applied by this call, in order; empty when already up to date. */
  applied: string[];
}

/** A Kysely Migrator over the static migration list. */
// Migrations work on the untyped schema (it is what they change), hence Kysely<any> inside.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `schema` is where the migration bookkeeping tables live; pass the connection's current schema.
 * (Left unset, Kysely checks for its tables in any schema and can find another schema's.)
 */
export function createMigrator<DB>(db: Kysely<DB>, schema?: string): Migrator {
  return new Migrator({
    db: db as AnyDb,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('migrateToLatest: no schema on the search_path exists; create it first');
  return schema;
}

/**
 * Applies every pending migration (each in a transaction, under Kysely's migration lock, so
 * concurrent callers are safe). Throws if one fails; running it again when up to date is a no-op.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationOutcome> {
  const { error, results = [] } = await createMigrator(db, await currentSchema(db)).migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? '(setup)'} failed: ${cause.message}`, { cause });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/**
 * For a CLI or launcher: connects to `url`, migrates to latest, reports each applied migration
 * through `log` and closes the connection. `rolePasswords`: the service roles that may log in
 * (compose), each with its password; the others stay unable to.
 */
export async function migrateUrl(
  url: string,
  options: { schema?: string; log?: (line: string) => void; rolePasswords?: Partial<Record<ServiceRole, string>> } = {},
): Promise<MigrationOutcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = createDb({ url, max: 1, ...(options.schema ? { schema: options.schema } : {}) });
  try {
    const outcome = await migrateToLatest(db);
    if (outcome.applied.length === 0) log('database is up to date');
    for (const name of outcome.applied) log(`applied migration ${name}`);
    for (const [role, password] of Object.entries(options.rolePasswords ?? {})) {
      if (!password) continue;
      await setRolePassword(db, role, password);
      log(`role ${role} may log in`);
    }
    return outcome;
  } finally {
    await db.destroy();
  }
}
