import mammoth from 'mammoth';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { docxHtmlToText, PAGE_BREAK } from './docx-html.ts';
import { withPageBreaks } from './docx-page-breaks.ts';
import type { ExtractedPage } from './types.ts';
import { assertSafeZip } from './zip-guard.ts';

/**
 * Word documents through mammoth's HTML, flattened to text the way a text export reads: headings
 * and paragraphs on their own lines, each table row on one line with its cells side by side (raw
 * text would put every cell on a line of its own, and a label would lose its value). Pages are split
 * where Word recorded a page start (docx-page-breaks.ts), so a quote's page is the document's; a
 * document that records none is all page 1. A break before any text opens no page.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedPage[]> {
  assertSafeZip(bytes);
  let value: string;
  try {
    const paged = withPageBreaks(bytes);
    ({ value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(paged.buffer, paged.byteOffset, paged.byteLength) },
      {
        // Images are never read (nor inlined as base64): the text is all the engine uses.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        styleMap: ["br[type='page'] => hr"],
      },
    ));
  } catch (error) {
    throw new DocumentError(MESSAGES.damagedDocx, { cause: error });
  }
  const texts = docxHtmlToText(value).split(PAGE_BREAK).map((text) => text.trim());
  while (texts.length > 1 && texts[0] === '') texts.shift();
  return texts.map((text, i) => ({ number: i + 1, text, source: 'text' }));
}
