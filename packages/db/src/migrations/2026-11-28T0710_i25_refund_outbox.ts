import { sql, type Kysely } from 'kysely';

// No credit lost when billing is down (issue 25). An analysis that fails for good owes its buyer the
// credit back; the worker writes what it owes in `refund_outbox` in the same transaction that marks the
// analysis failed, and delivers it to billing (`POST /internal/credits/refund`, idempotent by analysis)
// until billing confirms, backing off between tries. No foreign key to analyses: a refund is owed even
// when the buyer deletes the document before billing has taken it.
// `refunds_waiting_v` is what the admin System tab reads (the gateway never reads the worker's table).

const statements = [
  `create table refund_outbox (
     analysis_id uuid primary key,
     reason text not null check (char_length(reason) <= 500),
     attempts integer not null default 0,
     last_error text check (char_length(last_error) <= 500),
     last_attempt_at timestamptz,
     next_attempt_at timestamptz not null default now(),
     confirmed_at timestamptz,
     outcome text check (outcome in ('refunded', 'already', 'nothing-to-refund')),
     created_at timestamptz not null default now()
   )`,
  `create index refund_outbox_due_idx on refund_outbox (next_attempt_at) where confirmed_at is null`,
  `grant select, insert, update, delete on refund_outbox to doco_worker`,
  `create view refunds_waiting_v as
     select count(*)::int as waiting,
            min(created_at) as oldest_at,
            (select o.last_error from refund_outbox o
              where o.confirmed_at is null and o.last_error is not null
              order by o.last_attempt_at desc limit 1) as last_error,
            max(last_attempt_at) as last_attempt_at
       from refund_outbox
      where confirmed_at is null`,
  `grant select on refunds_waiting_v to doco_gateway, doco_worker`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
