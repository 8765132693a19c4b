import { sql, type Kysely } from 'kysely';

// Photographed pages (issue 27): documents.mime_type names what the gateway sniffed from the bytes, a
// document or a photo of a page, and the database refuses any other value. NOT VALID: rows written before
// this were sniffed to the first three already, and a start must never fail on one it cannot judge.

// The list as it was on this day (a migration never changes with the code's DOCUMENT_MIME_TYPES).
const TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/heic',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`alter table documents add constraint documents_mime_type_check check (mime_type in (${TYPES.map((t) => `'${t}'`).join(', ')})) not valid`)
    .execute(db);
}
