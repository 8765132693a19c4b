import { sql, type Kysely } from 'kysely';

// Tax invoices (issue 11): every successful payment gets the next number of one sequence when it
// succeeds. A sequence never hands out a number twice, even across failed transactions.

const statements = [
  `create sequence if not exists invoice_number_seq start with 1001`,
  `alter table payments add column invoice_number bigint unique`,
  `alter table payments add column invoiced_at timestamptz`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
