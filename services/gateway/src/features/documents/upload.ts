import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '@doco/storage';
import { type DocumentMimeType, UPLOAD_REFUSALS } from '@doco/contracts';
import { AppError } from '../../errors.ts';
import { displayName } from './file-name.ts';
import { HeadTailCollector } from './head-tail.ts';
import { sniffDocument, type DocumentKind } from './sniff.ts';

export interface StoredUpload {
  documentId: string;
  storageKey: string;
  originalName: string;
  kind: DocumentKind;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
}

const FIELD = 'document';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, `The file is too large. The maximum size is ${Math.floor(maxBytes / (1024 * 1024))} MB.`, 'too_large');
const oneFile = () => new AppError(400, UPLOAD_REFUSALS.oneFile, 'one_file');

function isError(error: unknown, code: string) {
  return (error as { code?: string } | null)?.code === code;
}

/**
 * Streams the one file of a multipart request (field `document`) to object storage, sniffing its
 * type from its first and last bytes on the way. Anything refused after storing is removed again.
 */
export async function storeUpload(request: FastifyRequest, storage: Storage, userId: string, maxBytes: number): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'Send the document as multipart/form-data in the field "document".', 'not_multipart');
  let stored: StoredUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      if (stored) throw oneFile();
      if (part.fieldname !== FIELD) {
        part.file.resume();
        throw new AppError(400, 'Send the document in the field "document".', 'wrong_field');
      }
      const documentId = randomUUID();
      const storageKey = `documents/${userId}/${documentId}`;
      const collector = new HeadTailCollector();
      const body = new PassThrough();
      const piping = pipeline(part.file, collector, body);
      const putting = storage.put(storageKey, body);
      const [, result] = await Promise.all([piping, putting]).catch(async (error) => {
        body.destroy();
        await storage.delete(storageKey).catch(() => {});
        throw error;
      });
      const sniffed = sniffDocument(collector.head, collector.tail, result.size, part.filename);
      if (!sniffed.ok) {
        await storage.delete(storageKey);
        throw new AppError(400, sniffed.message, sniffed.code);
      }
      stored = {
        documentId,
        storageKey,
        originalName: displayName(part.filename),
        kind: sniffed.kind,
        mimeType: sniffed.mimeType,
        size: result.size,
        sha256: result.sha256,
      };
    }
  } catch (error) {
    if (stored) await storage.delete(stored.storageKey).catch(() => {});
    if (isError(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge(maxBytes);
    if (isError(error, 'FST_FILES_LIMIT')) throw oneFile();
    throw error;
  }
  if (!stored) throw new AppError(400, 'No file was uploaded. Choose a PDF, Word (.docx) or text file, or a photo of a page.', 'no_file');
  return stored;
}
