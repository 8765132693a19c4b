import { DocumentError } from '../pipeline/errors.ts';
import { LIMIT_MESSAGES, LIMITS } from './limits.ts';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/**
 * Reads a .docx zip's central directory (a few KB at its end) before anything is inflated and refuses
 * zip bombs: too many entries, too much inflated data in total, or one entry that inflates too far.
 * Structure it cannot follow is left to the parser, which reports a damaged file.
 */
export function assertSafeZip(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 bytes (after an optional comment).
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return;
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryStart = view.getUint32(eocd + 16, true);
  const refuse = () => new DocumentError(LIMIT_MESSAGES.docx);
  if (entries === 0xffff || directoryStart === ZIP64_MARK || directorySize === ZIP64_MARK) throw refuse(); // ZIP64: no real .docx needs it
  if (entries > LIMITS.docxEntries) throw refuse();
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return;
    const compressed = view.getUint32(at + 20, true);
    const inflated = view.getUint32(at + 24, true);
    if (compressed === ZIP64_MARK || inflated === ZIP64_MARK) throw refuse();
    total += inflated;
    if (total > LIMITS.docxInflatedBytes) throw refuse();
    if (inflated > 1024 * 1024 && inflated / Math.max(1, compressed) > LIMITS.docxRatio) throw refuse();
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
}
