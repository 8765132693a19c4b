import { sql, type Kysely } from 'kysely';

// The LLM pass after the rules (issue 10): a 'reviewing' stage on the progress bar, and each
// concern records who found it ('rules', or 'llm' when the LLM pass added it with a checked quote).

const statements = [
  `alter table analyses drop constraint if exists analyses_stage_check`,
  `alter table analyses add constraint analyses_stage_check
     check (stage in ('queued', 'extracting', 'ocr', 'analysing', 'reviewing', 'writing', 'report', 'done'))`,
  `alter table concerns add column source text not null default 'rules' check (source in ('rules', 'llm'))`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
