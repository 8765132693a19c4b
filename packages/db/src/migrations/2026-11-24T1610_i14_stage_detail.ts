import { sql, type Kysely } from 'kysely';

// Progress in words while a stage runs page by page ('Reading scanned page 3 of 12', issue 14).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table analyses add column stage_detail text`.execute(db);
}
