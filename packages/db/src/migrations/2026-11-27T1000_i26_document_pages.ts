import { sql, type Kysely } from 'kysely';

// The document viewer (issue 26): which pages were read from a scan, with the OCR engine's confidence
// for each, kept with the document's text; and a read-only view of that text by analysis, the gateway's
// way to show a Word or text document page by page (it reads none of the worker's tables).

const statements = [
  `alter table analysis_texts
     add column scanned_pages jsonb not null default '[]'::jsonb check (jsonb_typeof(scanned_pages) = 'array')`,
  `create view analysis_pages_v as
     select t.analysis_id, t.content, t.scanned_pages from analysis_texts t`,
  `grant select on analysis_pages_v to doco_gateway, doco_worker`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
