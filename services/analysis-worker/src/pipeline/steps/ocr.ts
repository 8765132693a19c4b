import type { PDFDocumentProxy } from '../../extract/pdfjs.ts';
import { usableText, type ExtractedPage } from '../../extract/types.ts';
import type { OcrEngine } from '../../ocr/pool.ts';
import { renderPageToPng } from '../../ocr/render.ts';
import { DocumentError, MESSAGES } from '../errors.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS, within } from '../progress.ts';

export interface OcrInput {
  pages: ExtractedPage[];
  pdf: PDFDocumentProxy | null;
}
export interface OcrOutput {
  pages: ExtractedPage[];
  /** Pages read by OCR. */
  ocrPages: number;
}

/**
 * Step 2: PDF pages without a usable text layer are rendered and read by OCR. At most
 * `concurrency` pages of this document are rendered at once (a rendered page is a few MB), and
 * the shared pool bounds OCR across every job of the process.
 */
export function ocrStep(deps: { ocr: OcrEngine; concurrency: number }): Step<OcrInput, OcrOutput> {
  return {
    name: 'ocr',
    async run({ pages, pdf }, ctx) {
      const todo = pdf ? pages.filter((page) => !usableText(page.text)) : [];
      if (todo.length === 0) {
        await ctx.report('extracting', PROGRESS.extracting.toWithoutOcr);
        return { pages, ocrPages: 0 };
      }
      const { from, to } = PROGRESS.ocr;
      await ctx.report('ocr', from);
      const read = new Map<number, string>();
      let done = 0;
      const queue = [...todo];
      const lane = async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const png = await renderPageToPng(pdf!, page.number);
          read.set(page.number, (await deps.ocr.recognize(png)).trim());
          done++;
          ctx.logger.debug({ page: page.number, done, total: todo.length }, `ocr ${done}/${todo.length}`);
          await ctx.report('ocr', within(from, to, done, todo.length));
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.concurrency, todo.length)) }, lane));

      const merged = pages.map((page) => {
        const text = read.get(page.number);
        return text === undefined ? page : { ...page, text, source: 'ocr' as const };
      });
      if (!merged.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
      return { pages: merged, ocrPages: todo.length };
    },
  };
}
