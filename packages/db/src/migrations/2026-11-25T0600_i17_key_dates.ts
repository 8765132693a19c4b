import { sql, type Kysely } from 'kysely';

// Key dates and questions for the vendor's solicitor (issue 17). The worker stores what the engine read
// (its table, shown through analysis_results_v with the state whose business days the dates count);
// the gateway stores the day the buyer says they signed, on the analysis.

const statements = [
  `alter table comprehensive_property_analysis
     add column key_dates jsonb not null default '[]'::jsonb check (jsonb_typeof(key_dates) = 'array'),
     add column vendor_questions jsonb not null default '[]'::jsonb check (jsonb_typeof(vendor_questions) = 'array'),
     add column state text check (state in ('VIC', 'NSW', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'))`,
  `alter table analyses add column signing_date date`,
  // Opt-in reminder mails (delayed jobs on the email queue, one per key date kind).
  `alter table analyses add column reminders_enabled boolean not null default false`,
  // A view's columns can only be added at its end: the new ones follow the report's.
  `create or replace view analysis_results_v as
     select a.id as analysis_id,
            coalesce(
              (select jsonb_agg(jsonb_build_object(
                        'id', c.id, 'category', c.category, 'title', c.title, 'description', c.description,
                        'location', c.location, 'confidence', c.confidence, 'context', c.context, 'source', c.source)
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
            (select p.state from comprehensive_property_analysis p where p.analysis_id = a.id) as state
       from analyses a
       left join reports rp on rp.analysis_id = a.id and rp.type = 'pdf'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
