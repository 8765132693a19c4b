import mammoth from 'mammoth';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { docxHtmlToText } from './docx-html.ts';
import type { ExtractedPage } from './types.ts';
import { assertSafeZip } from './zip-guard.ts';

/**
 * Word documents through mammoth's HTML, flattened to text the way a text export reads: headings
 * and paragraphs on their own lines, each table row on one line with its cells side by side (raw
 * text would put every cell on a line of its own, and a label would lose its value). A .docx has
 * no fixed pages, so the whole text is page 1.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedPage[]> {
  assertSafeZip(bytes);
  let value: string;
  try {
    ({ value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      // Images are never read (nor inlined as base64): the text is all the engine uses.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    ));
  } catch (error) {
    throw new DocumentError(MESSAGES.damagedDocx, { cause: error });
  }
  return [{ number: 1, text: docxHtmlToText(value), source: 'text' }];
}
