import { sql, type Kysely } from 'kysely';

// "This looks wrong" and named reports (issue 26).
// - error_reports (gateway): what a buyer reported about an item of their results, for the admin portal.
// - hidden_report_items (gateway): the items a buyer chose to leave out of their own report.
// - comprehensive_property_analysis.document_type (worker): the document's kind, so the documents list
//   can name it; added to analysis_results_v as its last column (a view's columns can only be added at
//   its end; `create or replace view` keeps its grants).
//   (The view keeps every column the earlier issue-26 migration gave it: concerns' severity, checked.)
// - comprehensive_property_analysis.report_result (worker): the result the PDF was rendered from, so the
//   worker can render it again without the items the buyer hid; it reads those through
//   hidden_report_items_v (the gateway's table, read-only to the worker).

const statements = [
  `create table error_reports (
     id uuid primary key default gen_random_uuid(),
     analysis_id uuid not null references analyses (id) on delete cascade,
     user_id uuid not null references users (id) on delete cascade,
     item_kind text not null check (item_kind in ('concern', 'fact', 'key-date')),
     item_key text not null check (char_length(item_key) <= 200),
     item_title text not null check (char_length(item_title) <= 300),
     quote text check (char_length(quote) <= 2000),
     page integer check (page >= 1),
     reason text not null check (reason in ('not-in-document', 'wrong-quote', 'wrong-amount-or-date', 'wrong-risk-level', 'other')),
     note text check (char_length(note) <= 1000),
     created_at timestamptz not null default now()
   )`,
  `create index error_reports_created_at_idx on error_reports (created_at desc)`,
  `create index error_reports_analysis_id_idx on error_reports (analysis_id)`,
  `create table hidden_report_items (
     analysis_id uuid not null references analyses (id) on delete cascade,
     item_kind text not null check (item_kind in ('concern', 'fact', 'key-date')),
     item_key text not null check (char_length(item_key) <= 200),
     created_at timestamptz not null default now(),
     primary key (analysis_id, item_kind, item_key)
   )`,
  `grant select, insert, update, delete on error_reports, hidden_report_items to doco_gateway`,
  `create view hidden_report_items_v as select analysis_id, item_kind, item_key, created_at from hidden_report_items`,
  `grant select on hidden_report_items_v to doco_worker`,
  `alter table comprehensive_property_analysis add column document_type text`,
  `alter table comprehensive_property_analysis add column report_result jsonb`,
  `create or replace view analysis_results_v as
     select a.id as analysis_id,
            coalesce(
              (select jsonb_agg(jsonb_build_object(
                        'id', c.id, 'category', c.category, 'title', c.title, 'description', c.description,
                        'location', c.location, 'confidence', c.confidence, 'context', c.context, 'source', c.source,
                        'kind', c.kind, 'severity', c.severity)
                      order by c.position)
                 from concerns c where c.analysis_id = a.id),
              '[]'::jsonb) as concerns,
            (select jsonb_build_object(
                      'companyName', r.company_name, 'registrationNumber', r.registration_number,
                      'incorporationDate', r.incorporation_date, 'companyStatus', r.company_status,
                      'companyType', r.company_type, 'registeredAddress', r.registered_address,
                      'directors', r.directors, 'shareholders', r.shareholders, 'charges', r.charges,
                      'additionalInfo', r.additional_info)
               from register_search_statements r where r.analysis_id = a.id) as register_search_statement,
            (select jsonb_build_object(
                      'buyerSummary', p.buyer_summary, 'propertyDetails', p.property_details, 'costs', p.costs,
                      'easements', p.easements, 'restrictions', p.restrictions, 'encumbrances', p.encumbrances,
                      'caveats', p.caveats, 'notices', p.notices, 'covenants', p.covenants, 'overlays', p.overlays,
                      'risks', p.risks)
               from comprehensive_property_analysis p where p.analysis_id = a.id) as comprehensive_property_analysis,
            rp.filename as report_filename,
            rp.content_type as report_content_type,
            rp.file_size as report_file_size,
            rp.storage_key as report_storage_key,
            coalesce((select p.key_dates from comprehensive_property_analysis p where p.analysis_id = a.id), '[]'::jsonb) as key_dates,
            coalesce((select p.vendor_questions from comprehensive_property_analysis p where p.analysis_id = a.id), '[]'::jsonb) as vendor_questions,
            (select p.state from comprehensive_property_analysis p where p.analysis_id = a.id) as state,
            (select p.hidden_text from comprehensive_property_analysis p where p.analysis_id = a.id) as hidden_text,
            coalesce((select p.could_not_confirm from comprehensive_property_analysis p where p.analysis_id = a.id), '[]'::jsonb) as could_not_confirm,
            coalesce((select p.checked from comprehensive_property_analysis p where p.analysis_id = a.id), '[]'::jsonb) as checked,
            (select p.document_type from comprehensive_property_analysis p where p.analysis_id = a.id) as document_type
       from analyses a
       left join reports rp on rp.analysis_id = a.id and rp.type = 'pdf'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
