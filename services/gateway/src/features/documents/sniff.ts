/** What an upload is, judged by its bytes (never by its name). */
export type DocumentKind = 'pdf' | 'docx' | 'txt';
export type SniffResult = { ok: true; kind: DocumentKind; mimeType: string } | { ok: false; message: string };

export const MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export const MESSAGES = {
  unsupported: 'Only PDF, DOCX and TXT files are accepted.',
  empty: 'The file is empty.',
  encryptedPdf: 'This PDF is password-protected. Please upload a copy without a password.',
  damagedPdf: 'This PDF looks damaged or incomplete. Please upload the original file.',
  damagedDocx: 'This Word document looks damaged or incomplete. Please upload the original file.',
  legacyOffice: 'This looks like an old .doc file or a password-protected document. Please save it as .docx or PDF and upload it again.',
} as const;

const has = (buf: Buffer, text: string) => buf.includes(Buffer.from(text, 'latin1'));

function sniffPdf(head: Buffer, tail: Buffer): SniffResult {
  if (!has(tail, '%%EOF') || !has(tail, 'startxref')) return { ok: false, message: MESSAGES.damagedPdf };
  // The trailer (at the end, or at the start of a linearised file) names an /Encrypt dictionary.
  if (has(tail, '/Encrypt') || has(head, '/Encrypt')) return { ok: false, message: MESSAGES.encryptedPdf };
  return { ok: true, kind: 'pdf', mimeType: MIME.pdf };
}

function sniffZip(tail: Buffer): SniffResult {
  // End-of-central-directory record, and the central directory listing the Word body part.
  if (!tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))) return { ok: false, message: MESSAGES.damagedDocx };
  if (!has(tail, 'word/document.xml')) return { ok: false, message: MESSAGES.unsupported };
  return { ok: true, kind: 'docx', mimeType: MIME.docx };
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

export function sniffDocument(head: Buffer, tail: Buffer, size: number): SniffResult {
  if (size === 0) return { ok: false, message: MESSAGES.empty };
  const start = head.subarray(0, 1024);
  if (has(start, '%PDF-')) return sniffPdf(head, tail);
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return sniffZip(tail);
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return { ok: false, message: MESSAGES.legacyOffice };
  if (looksLikeText(head)) return { ok: true, kind: 'txt', mimeType: MIME.txt };
  return { ok: false, message: MESSAGES.unsupported };
}
