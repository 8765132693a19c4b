import { sql, type Kysely } from 'kysely';

// Sessions that stay revoked (issue 24 §4): a password change or reset sets this on the account, and a
// session issued before it is refused even if its row still exists (or was written back by a request
// that was already running). Admins get the same column for their own password changes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column sessions_valid_after timestamptz`.execute(db);
  await sql`alter table admin_users add column sessions_valid_after timestamptz`.execute(db);
}
