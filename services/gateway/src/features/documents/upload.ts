import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '@doco/storage';
import { type DocumentMimeType, PACK_MAX_FILES, packFileRefusal, UPLOAD_REFUSALS } from '@doco/contracts';
import { AppError } from '../../errors.ts';
import { displayName } from './file-name.ts';
import { HeadTailCollector } from './head-tail.ts';
import { sniffDocument, type DocumentKind } from './sniff.ts';

/** One stored file of an upload, sniffed and hashed. */
export interface StoredFile {
  position: number;
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
}

/** An upload: one file (field `document`) or a pack (field `files`, issue 28), its files in order. */
export interface StoredUpload {
  documentId: string;
  files: StoredFile[];
  /** Files of a pack whose bytes were an earlier file's: not stored again, read once. */
  duplicates: { name: string; sameAs: string }[];
  /** Bytes stored, all files together. */
  size: number;
}

export interface UploadLimits {
  /** One file's bytes at most (MAX_UPLOAD_BYTES). */
  maxFileBytes: number;
  /** A pack's bytes at most, its files together (PACK_MAX_TOTAL_BYTES). */
  maxPackBytes: number;
}

const SINGLE_FIELD = 'document';
const PACK_FIELD = 'files';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, `The file is too large. The maximum size is ${Math.floor(maxBytes / (1024 * 1024))} MB.`, 'too_large');
const oneFile = () => new AppError(400, UPLOAD_REFUSALS.oneFile, 'one_file');
const tooManyFiles = () => new AppError(400, UPLOAD_REFUSALS.tooManyFiles, 'too_many_files');
export const packTooLarge = () => new AppError(413, UPLOAD_REFUSALS.packTooLarge, 'pack_too_large');
const wrongField = () => new AppError(400, `Send the document in the field "${SINGLE_FIELD}", or a pack's files in the field "${PACK_FIELD}".`, 'wrong_field');

function isError(error: unknown, code: string) {
  return (error as { code?: string } | null)?.code === code;
}

/** Counts a pack's bytes across its files and stops the stream once they pass the pack's limit. */
class PackBudget {
  used = 0;
  readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  meter() {
    return new Transform({
      transform: (chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback) => {
        this.used += chunk.length;
        if (this.used > this.max) return callback(packTooLarge());
        callback(null, chunk);
      },
    });
  }
}

/** Names the file in a refusal when it is one of a pack's, so the buyer knows which to replace. */
function refusalIn(pack: boolean, name: string, error: AppError): AppError {
  return pack ? new AppError(error.statusCode, packFileRefusal(name, error.message), error.code) : error;
}

/**
 * Streams the files of a multipart request to object storage, sniffing each one's type from its first
 * and last bytes on the way: one file in the field `document` (as ever), or a pack of up to
 * PACK_MAX_FILES in the field `files`, together at most `maxPackBytes`. The same bytes twice in a pack
 * are kept once. Anything refused removes everything stored for the request.
 */
export async function storeUpload(request: FastifyRequest, storage: Storage, userId: string, limits: UploadLimits): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'Send the document as multipart/form-data in the field "document".', 'not_multipart');
  const documentId = randomUUID();
  const files: StoredFile[] = [];
  const duplicates: StoredUpload['duplicates'] = [];
  const budget = new PackBudget(limits.maxPackBytes);
  let mode: 'single' | 'pack' | null = null;
  let seen = 0;
  let current = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: PACK_MAX_FILES + 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      seen += 1;
      const field = part.fieldname === SINGLE_FIELD ? 'single' : part.fieldname === PACK_FIELD ? 'pack' : null;
      if (!field || (mode && field !== mode)) {
        part.file.resume();
        throw mode === 'single' ? oneFile() : wrongField();
      }
      mode = field;
      if (mode === 'single' && seen > 1) throw oneFile();
      if (seen > PACK_MAX_FILES) throw tooManyFiles();
      const position = files.length + 1;
      current = displayName(part.filename);
      const storageKey = mode === 'single' ? `documents/${userId}/${documentId}` : `documents/${userId}/${documentId}-${position}`;
      const collector = new HeadTailCollector();
      const body = new PassThrough();
      const piping = pipeline(part.file, budget.meter(), collector, body);
      const putting = storage.put(storageKey, body);
      const [, result] = await Promise.all([piping, putting]).catch(async (error) => {
        body.destroy();
        await storage.delete(storageKey).catch(() => {});
        throw error;
      });
      if ((part.file as { truncated?: boolean }).truncated) {
        // Cut at the file limit: the plugin's own error may only come with the next part, after a sniff of half a file.
        await storage.delete(storageKey);
        throw refusalIn(mode === 'pack', current, tooLarge(limits.maxFileBytes));
      }
      const sniffed = sniffDocument(collector.head, collector.tail, result.size, part.filename);
      if (!sniffed.ok) {
        await storage.delete(storageKey);
        throw refusalIn(mode === 'pack', current, new AppError(400, sniffed.message, sniffed.code));
      }
      const same = files.find((f) => f.sha256 === result.sha256);
      if (same) {
        // The same bytes again (a file attached twice): stored and read once, under its first name.
        await storage.delete(storageKey);
        duplicates.push({ name: current, sameAs: same.originalName });
        continue;
      }
      files.push({ position, storageKey, originalName: current, kind: sniffed.kind, mimeType: sniffed.mimeType, size: result.size, sha256: result.sha256 });
    }
  } catch (error) {
    for (const file of files) await storage.delete(file.storageKey).catch(() => {});
    if (isError(error, 'FST_REQ_FILE_TOO_LARGE')) throw refusalIn(mode === 'pack', current, tooLarge(limits.maxFileBytes));
    if (isError(error, 'FST_FILES_LIMIT')) throw mode === 'single' ? oneFile() : tooManyFiles();
    throw error;
  }
  if (files.length === 0) throw new AppError(400, 'No file was uploaded. Choose a PDF, Word (.docx) or text file, or a photo of a page.', 'no_file');
  return { documentId, files, duplicates, size: files.reduce((sum, f) => sum + f.size, 0) };
}
