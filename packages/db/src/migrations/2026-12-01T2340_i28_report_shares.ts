import { sql, type Kysely } from 'kysely';

// Share a report (issue 28 §5): a read-only link to one completed analysis, for the buyer's conveyancer.
// - report_shares (gateway): one link. Only the sha256 of its token is kept, so a copy of the database
//   gives no working link; it expires, and a revoked link keeps its row (the buyer still sees its log).
// - report_share_opens (gateway): each opening of a link: when, which part (the report or its PDF), a
//   coarse browser name, and a keyed hash of the opener's network (never the address itself).

const statements = [
  `create table report_shares (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
     hide_notes boolean not null,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     revoked_at timestamptz,
     check (expires_at > created_at)
   )`,
  `create index report_shares_analysis_id_idx on report_shares (analysis_id, created_at desc)`,
  `create table report_share_opens (
     id uuid primary key default gen_random_uuid(),
     share_id uuid not null references report_shares (id) on delete cascade,
     opened_at timestamptz not null default now(),
     part text not null check (part in ('report', 'pdf')),
     browser text not null check (char_length(browser) <= 60),
     network_hash text not null check (network_hash ~ '^[0-9a-f]{16}$')
   )`,
  `create index report_share_opens_share_id_idx on report_share_opens (share_id, opened_at desc)`,
  `grant select, insert, update, delete on report_shares, report_share_opens to doco_gateway`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
