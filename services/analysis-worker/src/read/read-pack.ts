import { packFileRefusal } from '@doco/contracts';
import type { DocumentKind } from '../extract/detect-kind.ts';
import { LIMIT_MESSAGES, LIMITS } from '../extract/limits.ts';
import type { ExtractedPage } from '../extract/types.ts';
import { DocumentError } from '../pipeline/errors.ts';
import { type ReadDocument, type ReadOptions, readDocument } from './read-document.ts';

/** One file of a pack (issue 28), as the sandbox child receives it. */
export interface PackFileBytes {
  name: string;
  bytes: Uint8Array;
}

/** A file's share of the pack's pages, in the pack's order. */
export interface PackSpan {
  name: string;
  pageCount: number;
}

/**
 * Reading a pack: each file as `readDocument` reads one (its kind from its bytes, OCR of its scanned
 * pages), one after another, its pages numbered on across the pack, so the text, the scanned pages and
 * the hidden text all count pack pages. A file that cannot be read fails the pack with its own message,
 * naming the file. The pack's scanned pages together stay within the one document's OCR limit.
 */
export async function readPack(files: readonly PackFileBytes[], options: ReadOptions): Promise<ReadDocument & { files: PackSpan[] }> {
  const pages: ExtractedPage[] = [];
  const spans: PackSpan[] = [];
  const timings = { extract: 0, ocr: 0 };
  let ocrPages = 0;
  let kind: DocumentKind | undefined;
  for (const [index, file] of files.entries()) {
    const reading = `Reading file ${index + 1} of ${files.length}`;
    await options.onProgress?.('extracting', index, files.length, reading);
    let read: ReadDocument;
    try {
      read = await readDocument(file.bytes, {
        ...options,
        onProgress: (stage, done, total, detail) =>
          stage === 'extracting'
            ? options.onProgress?.('extracting', index + done / Math.max(total, 1), files.length, reading)
            : options.onProgress?.('ocr', done, total, detail ? `${reading}: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}` : undefined),
      });
    } catch (error) {
      if (error instanceof DocumentError) throw new DocumentError(packFileRefusal(file.name, error.message), { permanent: error.permanent, cause: error });
      throw error;
    }
    kind ??= read.kind;
    ocrPages += read.ocrPages;
    if (ocrPages > LIMITS.ocrPages) throw new DocumentError(LIMIT_MESSAGES.ocrPages);
    for (const page of read.pages) pages.push({ ...page, number: pages.length + 1 });
    spans.push({ name: file.name, pageCount: read.pages.length });
    timings.extract += read.timings.extract;
    timings.ocr += read.timings.ocr;
  }
  if (!kind) throw new DocumentError('This pack holds no file to read. Please upload the documents again.');
  await options.onProgress?.('extracting', files.length, files.length);
  return { kind, pages, ocrPages, timings, files: spans };
}
