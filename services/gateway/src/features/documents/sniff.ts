import { type DocumentMimeType, MAX_PHOTO_PIXELS, readPhotoHeader, UPLOAD_REFUSALS, type ErrorCode } from '@doco/contracts';

/** What an upload is, judged by its bytes (never by its name). */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'jpg' | 'png' | 'heic';
type Refusal = { ok: false; message: string; code: ErrorCode };
export type SniffResult = { ok: true; kind: DocumentKind; mimeType: DocumentMimeType } | Refusal;

export const MIME: Record<DocumentKind, DocumentMimeType> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

export const MESSAGES = {
  unsupported: UPLOAD_REFUSALS.type,
  empty: UPLOAD_REFUSALS.empty,
  encryptedPdf: UPLOAD_REFUSALS.passwordPdf,
  damagedPdf: UPLOAD_REFUSALS.damagedPdf,
  damagedDocx: UPLOAD_REFUSALS.damagedDocx,
  damagedPhoto: UPLOAD_REFUSALS.damagedPhoto,
  legacyOffice: UPLOAD_REFUSALS.legacyOffice,
  photoTooLarge: UPLOAD_REFUSALS.photoTooLarge,
} as const;

const refuse = (message: string, code: ErrorCode): Refusal => ({ ok: false, message, code });
const unsupported = () => refuse(MESSAGES.unsupported, 'unsupported_file');

const has = (buf: Buffer, text: string) => buf.includes(Buffer.from(text, 'latin1'));

function sniffPdf(head: Buffer, tail: Buffer): SniffResult {
  if (!has(tail, '%%EOF') || !has(tail, 'startxref')) return refuse(MESSAGES.damagedPdf, 'damaged_file');
  // The trailer (at the end, or at the start of a linearised file) names an /Encrypt dictionary. Only
  // these bytes are searched: nothing in the gateway parses the untrusted file.
  if (has(tail, '/Encrypt') || has(head, '/Encrypt')) return refuse(MESSAGES.encryptedPdf, 'password_protected');
  return { ok: true, kind: 'pdf', mimeType: MIME.pdf };
}

function sniffZip(tail: Buffer): SniffResult {
  // End-of-central-directory record, and the central directory listing the Word body part.
  if (!tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) return refuse(MESSAGES.damagedDocx, 'damaged_file');
  if (!has(tail, 'word/document.xml')) return unsupported();
  return { ok: true, kind: 'docx', mimeType: MIME.docx };
}

const PHOTO_KIND = { jpeg: 'jpg', png: 'png', heic: 'heic' } as const;

/**
 * A photo of a page: refused when its header gives more pixels than the worker decodes. A PNG must end
 * in its IEND chunk; a JPEG's or HEIC's damage shows only when the worker decodes it.
 */
function sniffPhoto(head: Buffer, tail: Buffer): SniffResult | null {
  const header = readPhotoHeader(head);
  if (!header) return null;
  if (header.width !== undefined && header.height !== undefined && header.width * header.height > MAX_PHOTO_PIXELS) {
    return refuse(MESSAGES.photoTooLarge, 'photo_too_large');
  }
  if (header.kind === 'png' && (header.width === undefined || !has(tail, 'IEND'))) return refuse(MESSAGES.damagedPhoto, 'damaged_file');
  const kind = PHOTO_KIND[header.kind];
  return { ok: true, kind, mimeType: MIME[kind] };
}

/** Bytes that are none of our kinds, under a document's name: a damaged file, so say so. */
function notWhatItsNameSays(name: string): SniffResult {
  const lower = name.toLowerCase();
  if (lower.endsWith('.pdf')) return refuse(MESSAGES.damagedPdf, 'damaged_file');
  if (lower.endsWith('.docx')) return refuse(MESSAGES.damagedDocx, 'damaged_file');
  if (/\.(jpe?g|png|heic|heif)$/.test(lower)) return refuse(MESSAGES.damagedPhoto, 'damaged_file');
  return unsupported();
}

function looksLikeText(head: Buffer): boolean {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) control += 1;
  }
  return control <= head.length * 0.01;
}

/**
 * The kind of an upload from its first and last bytes. The name never decides what a file is; it only
 * chooses the words when the bytes are none of our kinds (a .pdf of garbage is "damaged", not "a type").
 */
export function sniffDocument(head: Buffer, tail: Buffer, size: number, name = ''): SniffResult {
  if (size === 0) return refuse(MESSAGES.empty, 'empty_file');
  const start = head.subarray(0, 1024);
  if (has(start, '%PDF-')) return sniffPdf(head, tail);
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return sniffZip(tail);
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return refuse(MESSAGES.legacyOffice, 'unsupported_file');
  const photo = sniffPhoto(head, tail);
  if (photo) return photo;
  if (looksLikeText(head)) return { ok: true, kind: 'txt', mimeType: MIME.txt };
  return notWhatItsNameSays(name);
}
