import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';

/** Readiness probe: resolves when Postgres answers SELECT 1, else rejects with the driver's own error. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
