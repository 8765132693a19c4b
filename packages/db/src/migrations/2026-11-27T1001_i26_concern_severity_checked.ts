import { sql, type Kysely } from 'kysely';

// One level per item, and what the document clears (issue 26): each concern keeps its risk level
// (null for rows written before levels), so the card, the tabs and the PDF show the same one; the
// "Checked" list (risk kinds the document answers in the negative, each with its quote and page) is
// stored with the analysis. The view adds the level to each concern and `checked` as its last column
// (a view's columns can only be added at its end); `create or replace view` keeps the view's grants,
// and the new columns are covered by the table-wide grants of migration 0901.

const statements = [
  `alter table concerns add column severity text check (severity in ('low', 'medium', 'high', 'critical'))`,
  `alter table comprehensive_property_analysis
     add column checked jsonb not null default '[]'::jsonb check (jsonb_typeof(checked) = 'array')`,
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
            coalesce((select p.checked from comprehensive_property_analysis p where p.analysis_id = a.id), '[]'::jsonb) as checked
       from analyses a
       left join reports rp on rp.analysis_id = a.id and rp.type = 'pdf'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
