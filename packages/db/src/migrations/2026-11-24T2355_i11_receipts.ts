import { sql, type Kysely } from 'kysely';

// The receipt mail of a payment is sent once (issue 11): the first of the webhook and the client's
// allocation call to credit the payment claims it by setting this column.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments add column receipt_sent_at timestamptz`.execute(db);
}
