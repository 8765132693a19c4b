import { sql, type Kysely } from 'kysely';

// Packs (issue 28): one document uploaded as several files, read as one analysis.
// - document_files (gateway): a document's files in order (position 1..10), each with its name, sniffed
//   type, size, hash and storage key. Every upload writes its rows, a single file as a pack of one, and
//   the documents written before are given theirs here, so readers have one way to a document's files.
//   The same bytes twice in one pack are stored once (unique by hash within a document).
//   `documents.size` stays the whole pack's bytes (the storage quota sums it), and `documents.storage_key`
//   the first file's key.
// - analysis_document_files_v: the worker reads an analysis's files through it, never the table.
// - comprehensive_property_analysis.files (worker): the result's file spans ("file, page"), null for an
//   analysis of one file; added to analysis_results_v as its last column (a view's columns can only be
//   added at its end; `create or replace view` keeps its grants). The view keeps every earlier column.

// The list as it was on this day (a migration never changes with the code's DOCUMENT_MIME_TYPES).
const TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/heic',
];

const statements = [
  `create table document_files (
     document_id uuid not null references documents (id) on delete cascade,
     position integer not null check (position between 1 and 10),
     name text not null check (char_length(name) between 1 and 255),
     mime_type text not null,
     size bigint not null check (size >= 0),
     sha256 text,
     storage_key text not null unique,
     created_at timestamptz not null default now(),
     primary key (document_id, position),
     unique (document_id, sha256)
   )`,
  `insert into document_files (document_id, position, name, mime_type, size, sha256, storage_key, created_at)
     select id, 1, original_name, mime_type, size, sha256, storage_key, created_at from documents`,
  // NOT VALID, as on documents: rows copied from before issue 27 are not judged again.
  `alter table document_files add constraint document_files_mime_type_check
     check (mime_type in (${TYPES.map((t) => `'${t}'`).join(', ')})) not valid`,
  `grant select, insert, update, delete on document_files to doco_gateway`,
  `create view analysis_document_files_v as
     select a.id as analysis_id, f.position, f.name, f.mime_type, f.size, f.storage_key
       from analyses a join document_files f on f.document_id = a.document_id`,
  `grant select on analysis_document_files_v to doco_worker`,
  `alter table comprehensive_property_analysis
     add column files jsonb check (files is null or jsonb_typeof(files) = 'array')`,
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
            (select p.document_type from comprehensive_property_analysis p where p.analysis_id = a.id) as document_type,
            (select p.files from comprehensive_property_analysis p where p.analysis_id = a.id) as files
       from analyses a
       left join reports rp on rp.analysis_id = a.id and rp.type = 'pdf'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
