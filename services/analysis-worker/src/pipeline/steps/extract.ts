import type { ObjectStorage } from '@doco/storage';
import { detectKind, type DocumentKind } from '../../extract/detect-kind.ts';
import { extractDocx } from '../../extract/docx.ts';
import { extractPdfText } from '../../extract/pdf.ts';
import { openPdf, type PDFDocumentProxy } from '../../extract/pdfjs.ts';
import { readObject } from '../../extract/read-object.ts';
import { extractTxt } from '../../extract/txt.ts';
import { usableText, type ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import { DocumentError, MESSAGES } from '../errors.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS, within } from '../progress.ts';

export interface ExtractInput {
  job: AnalysisJobRow;
}
export interface ExtractOutput {
  kind: DocumentKind;
  pages: ExtractedPage[];
  /** The open PDF, kept for the OCR step to render pages from (closed when the pipeline ends). */
  pdf: PDFDocumentProxy | null;
}

/** Step 1: the stored file -> text per page. The kind comes from the bytes, never from the name. */
export function extractStep(deps: { storage: ObjectStorage }): Step<ExtractInput, ExtractOutput> {
  return {
    name: 'extract',
    async run({ job }, ctx) {
      await ctx.report('extracting', PROGRESS.extracting.from);
      const bytes = await readObject(deps.storage, job.storageKey);
      const kind = detectKind(bytes);
      if (!kind) throw new DocumentError(MESSAGES.unsupported);

      if (kind === 'pdf') {
        const opened = await openPdf(bytes);
        ctx.defer(() => opened.close());
        const { from, to } = PROGRESS.extracting;
        const pages = await extractPdfText(opened.doc, (done, total) => ctx.report('extracting', within(from, to, done, total)));
        return { kind, pages, pdf: opened.doc };
      }
      const pages = kind === 'docx' ? await extractDocx(bytes) : extractTxt(bytes);
      if (!pages.some((page) => usableText(page.text))) throw new DocumentError(MESSAGES.noText);
      return { kind, pages, pdf: null };
    },
  };
}
