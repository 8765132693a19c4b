import { sql, type Kysely } from 'kysely';

// A paid plan the subscription switches to at the end of its current period (issue 11): the
// provider applies it (a Stripe subscription schedule, or the sandbox's own); this column is what
// the page shows until the switch has happened.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table subscriptions add column scheduled_plan text
    check (scheduled_plan in ('monthly', 'quarterly', 'semiannually', 'annual'))`.execute(db);
}
