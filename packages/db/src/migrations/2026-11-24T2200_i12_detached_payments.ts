import { sql, type Kysely } from 'kysely';

// An administrator's delete_user removes the person but keeps their payments for 7 years (the
// privacy policy's promise, and Australian record-keeping): the payment rows lose their user and
// keep only a one-way hash of who paid (issue 12).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments alter column user_id drop not null`.execute(db);
  await sql`alter table payments drop constraint payments_user_id_fkey`.execute(db);
  await sql`alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users (id) on delete set null`.execute(db);
  await sql`alter table payments add column payer_hash text`.execute(db);
}
