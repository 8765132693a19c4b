import { photoKind } from '@doco/contracts';

/** `image`: a photographed page (JPEG, PNG or HEIC), read by photo/read-photo.ts. */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'image';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Decides the kind from the bytes, never the name. PDF: `%PDF-` within the first 1 KiB (readers
 * tolerate a short preamble). A photo (JPEG, PNG, HEIC): its signature. DOCX: a zip holding `word/` parts. TXT: anything that looks like text
 * (a BOM, or no NUL/control bytes beyond a few). Anything else is null.
 */
export function detectKind(bytes: Uint8Array): DocumentKind | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pdfAt = buf.subarray(0, 1024).indexOf(PDF_MAGIC);
  if (pdfAt !== -1) return 'pdf';
  if (photoKind(buf)) return 'image';
  if (buf.subarray(0, 4).equals(ZIP_MAGIC)) {
    // Local file headers and the central directory carry entry names in the clear.
    return buf.includes('word/document.xml', 0, 'latin1') ? 'docx' : null;
  }
  return looksLikeText(buf) ? 'txt' : null;
}

function looksLikeText(buf: Buffer): boolean {
  if (buf.length === 0) return true;
  if (hasUtf16Bom(buf) || buf.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) return true;
  if (guessUtf16WithoutBom(buf)) return true;
  const sample = buf.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Control bytes other than tab, LF, VT, FF, CR, ESC.
    if (byte < 0x20 && ![9, 10, 11, 12, 13, 27].includes(byte)) control++;
  }
  return control / sample.length < 0.01;
}

export function hasUtf16Bom(buf: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (buf[0] === 0xff && buf[1] === 0xfe) return 'utf-16le';
  if (buf[0] === 0xfe && buf[1] === 0xff) return 'utf-16be';
  return null;
}

/** UTF-16 without a BOM: ASCII-range text has a NUL in every other byte. */
export function guessUtf16WithoutBom(buf: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(buf.length - (buf.length % 2), 4096);
  if (n < 8) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (buf[i] === 0) evenZero++;
    if (buf[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero / pairs > 0.6 && evenZero / pairs < 0.05) return 'utf-16le';
  if (evenZero / pairs > 0.6 && oddZero / pairs < 0.05) return 'utf-16be';
  return null;
}
