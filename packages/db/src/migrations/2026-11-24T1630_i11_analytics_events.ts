import { sql, type Kysely } from 'kysely';

// First-party analytics (issue 11): page views, tab changes, checkouts and purchases, kept in our own
// Postgres; no outside service sees them.

const statements = [
  `create table analytics_events (
     id uuid primary key default gen_random_uuid(),
     name text not null,
     user_id uuid references users(id) on delete set null,
     visitor_id text not null,
     path text not null,
     properties jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create index analytics_events_name_created_idx on analytics_events (name, created_at)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
