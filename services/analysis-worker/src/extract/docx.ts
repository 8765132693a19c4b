import mammoth from 'mammoth';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import type { ExtractedPage } from './types.ts';

/**
 * Word documents through mammoth's raw text (headings, paragraphs and table cells, each on its own
 * line). A .docx has no fixed pages, so the whole text is page 1.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedPage[]> {
  let value: string;
  try {
    ({ value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
  } catch (error) {
    throw new DocumentError(MESSAGES.damagedDocx, { cause: error });
  }
  const text = value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return [{ number: 1, text, source: 'text' }];
}
