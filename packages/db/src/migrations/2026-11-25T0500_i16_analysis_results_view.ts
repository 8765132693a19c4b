import { sql, type Kysely } from 'kysely';

// Each service owns its tables (issue 16). The worker writes an analysis's results; the gateway reads
// them only through `analysis_results_v`, one row per analysis in the shape of the API's result
// contract (camelCase JSON), so the worker may change its tables without the gateway noticing.
//
// - The document's extracted text was written by the worker into the gateway's `documents.content`;
//   it now lives on the worker's side, in `analysis_texts`, one row per analysis.
// - `property_details` was written and never read (the comprehensive analysis's propertyDetails
//   carries the same facts): dropped.

const statements = [
  `create table analysis_texts (
     analysis_id uuid primary key references analyses (id) on delete cascade,
     content text not null,
     created_at timestamptz not null default now()
   )`,
  // Each document's text goes to its latest analysis that has results.
  `insert into analysis_texts (analysis_id, content)
     select distinct on (d.id) a.id, d.content
       from documents d join analyses a on a.document_id = d.id
      where d.content is not null
      order by d.id, a.created_at desc`,
  `alter table documents drop column content`,
  `drop table property_details`,

  `create view analysis_results_v as
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
            rp.storage_key as report_storage_key
       from analyses a
       left join reports rp on rp.analysis_id = a.id and rp.type = 'pdf'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
