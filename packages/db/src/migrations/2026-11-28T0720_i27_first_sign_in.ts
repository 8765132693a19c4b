import { sql, type Kysely } from 'kysely';

// Issue 27: the dashboard says "Welcome" on an account's first sign-in and "Welcome back" after it.
// The column is the time of the first sign-in (null until then); the gateway's table-level grant on
// users covers it.

const statements = [`alter table users add column first_signed_in_at timestamptz`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
