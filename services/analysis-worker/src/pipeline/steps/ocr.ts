import type { PDFDocumentProxy } from '../../extract/pdfjs.ts';
import { needsOcr, type ExtractedPage } from '../../extract/types.ts';
import type { OcrEngine } from '../../ocr/pool.ts';
import { ocrPagesWithoutText } from '../../ocr/read-pages.ts';
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

/** Step 2: PDF pages without a usable text layer, or with a thin one over a scan, are rendered and read by OCR. */
export function ocrStep(deps: { ocr: OcrEngine; concurrency: number }): Step<OcrInput, OcrOutput> {
  return {
    name: 'ocr',
    async run({ pages, pdf }, ctx) {
      const todo = pdf ? pages.filter(needsOcr) : [];
      if (todo.length === 0) {
        await ctx.report('extracting', PROGRESS.extracting.toWithoutOcr);
        return { pages, ocrPages: 0 };
      }
      const { from, to } = PROGRESS.ocr;
      await ctx.report('ocr', from);
      let reading = '';
      return ocrPagesWithoutText(pdf!, pages, {
        ocr: deps.ocr,
        concurrency: deps.concurrency,
        onStart: (n, total) => {
          reading = `Reading scanned page ${n} of ${total}`;
          return ctx.report('ocr', within(from, to, n - 1, total), reading);
        },
        onPage: async (done, total, page) => {
          ctx.logger.debug({ page, done, total }, `ocr ${done}/${total}`);
          await ctx.report('ocr', within(from, to, done, total), done < total ? reading : undefined);
        },
      });
    },
  };
}
