import type { ObjectStorage } from '@doco/storage';
import type { DocumentKind } from '../../extract/detect-kind.ts';
import { readObject } from '../../extract/read-object.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { OcrEngineChoice } from '../../ocr/engine.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import { runInSandbox, type SandboxLimits } from '../../sandbox/run.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS, within } from '../progress.ts';

export interface ReadInput {
  job: AnalysisJobRow;
}
export interface ReadOutput {
  kind: DocumentKind;
  pages: ExtractedPage[];
  /** Pages read by OCR. */
  ocrPages: number;
  /** Milliseconds spent in OCR. */
  ocrMs: number;
}

export interface ReadStepDeps {
  storage: ObjectStorage;
  /** Pages of one document read by OCR at once. */
  ocrConcurrency: number;
  ocrEngine: OcrEngineChoice;
  sandbox?: SandboxLimits | undefined;
}

/**
 * Step 1: the stored file -> text per page, in a sandbox child (pdf.js / mammoth, then OCR of the
 * pages without usable text). The kind comes from the bytes, never from the name.
 */
export function readStep(deps: ReadStepDeps): Step<ReadInput, ReadOutput> {
  return {
    name: 'read',
    async run({ job }, ctx) {
      await ctx.report('extracting', PROGRESS.extracting.from);
      const bytes = await readObject(deps.storage, job.storageKey);
      let ocrStarted = false;
      const read = await runInSandbox(
        { task: 'read', bytes, ocrConcurrency: deps.ocrConcurrency, ocrEngine: deps.ocrEngine },
        {
          ...(deps.sandbox ? { limits: deps.sandbox } : {}),
          onProgress: async (stage, done, total, detail) => {
            if (stage === 'extracting') return ctx.report('extracting', within(PROGRESS.extracting.from, PROGRESS.extracting.to, done, total));
            if (!ocrStarted) {
              ocrStarted = true;
              await ctx.report('ocr', PROGRESS.ocr.from);
            }
            if (detail === undefined) ctx.logger.debug({ done, total }, `ocr ${done}/${total}`);
            return ctx.report('ocr', within(PROGRESS.ocr.from, PROGRESS.ocr.to, done, total), detail);
          },
        },
      );
      if (read.ocrPages === 0) await ctx.report('extracting', PROGRESS.extracting.toWithoutOcr);
      return { kind: read.kind, pages: read.pages, ocrPages: read.ocrPages, ocrMs: read.timings.ocr };
    },
  };
}
