import { usableText } from '../extract/types.ts';
import { encodePgm } from '../ocr/grey-image.ts';
import { DocumentError } from '../pipeline/errors.ts';
import type { ReadDocument, ReadOptions } from '../read/read-document.ts';
import { decodePhoto } from './decode-photo.ts';
import { preparePage } from './prepare-page.ts';

export const PHOTO_MESSAGES = {
  noText: 'We could not read any text in this photo. Please take it again in good light, with the whole page flat, in the frame and in focus.',
} as const;

/**
 * A photographed page (JPEG, PNG or HEIC from a phone) read as a one-page scan: decoded within its
 * pixel limit, turned upright (EXIF) and level (deskew), made black and white by a local threshold, then
 * read by the same OCR engine as a scanned PDF page, handed over as grey PGM.
 */
export async function readPhoto(bytes: Uint8Array, options: ReadOptions): Promise<ReadDocument> {
  const started = performance.now();
  await options.onProgress?.('extracting', 0, 1);
  const { page } = preparePage(await decodePhoto(bytes));
  const prepared = performance.now();
  await options.onProgress?.('ocr', 0, 1, 'Reading photographed page');
  const { text, confidence } = await options.ocr.recognize(encodePgm(page));
  await options.onProgress?.('ocr', 1, 1);
  if (!usableText(text)) throw new DocumentError(PHOTO_MESSAGES.noText);
  return {
    kind: 'image',
    pages: [{ number: 1, text: text.trim(), source: 'ocr', ocrConfidence: confidence }],
    ocrPages: 1,
    timings: { extract: Math.round(prepared - started), ocr: Math.round(performance.now() - prepared) },
  };
}
