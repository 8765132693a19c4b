import { ObjectNotFoundError, type ObjectStorage } from '@doco/storage';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';

/** Uploads are capped at 20 MB by the gateway; this bound only protects the worker's memory. */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** Reads a stored object into memory (pdf.js and mammoth both need the whole file). */
export async function readObject(storage: ObjectStorage, key: string, maxBytes = MAX_DOCUMENT_BYTES): Promise<Buffer> {
  let stream: Awaited<ReturnType<ObjectStorage['get']>>;
  try {
    stream = await storage.get(key);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw new DocumentError(MESSAGES.missingFile, { cause: error });
    throw error;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new DocumentError(MESSAGES.tooLarge);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}
