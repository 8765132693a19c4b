import { sql, type Kysely } from 'kysely';

// A refunded payment stays in the buyer's Purchase History as "Refunded", with the amount that went
// back and when (issue 27), and the buyer is mailed once about it. billing owns the columns; its
// table-level grants (migration i24_service_roles) cover them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column refunded_at timestamptz`.execute(db);
  await sql`alter table payments add column amount_refunded integer not null default 0 check (amount_refunded >= 0)`.execute(db);
  await sql`alter table payments add column refund_notice_sent_at timestamptz`.execute(db);
}
