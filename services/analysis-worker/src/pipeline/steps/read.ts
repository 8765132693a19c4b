import type { ObjectStorage } from '@doco/storage';
import type { DocumentKind } from '../../extract/detect-kind.ts';
import { readObject } from '../../extract/read-object.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import { type OcrEngineChoice, resolveOcrEngine } from '../../ocr/engine.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import type { SandboxPool } from '../../sandbox/pool.ts';
import { openSandbox, type SandboxChild, type SandboxLimits } from '../../sandbox/run.ts';
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
  /** The child that read the document, waiting to run the engine on these pages (and nothing else). */
  sandbox: SandboxChild;
}

export interface ReadStepDeps {
  storage: ObjectStorage;
  /** Pages of one document read by OCR at once. */
  ocrConcurrency: number;
  ocrEngine: OcrEngineChoice;
  sandbox?: SandboxLimits | undefined;
  /** Sandbox children started ahead of need (the worker's; the CLI and most tests start one per read). */
  pool?: SandboxPool | null | undefined;
}

/**
 * Step 1: the stored file -> text per page, in a sandbox child (pdf.js / mammoth, then OCR of the
 * pages without usable text). The kind comes from the bytes, never from the name. The child stays
 * for the analyse step, which runs the engine in it; however the pipeline ends, it is ended too.
 */
export function readStep(deps: ReadStepDeps): Step<ReadInput, ReadOutput> {
  return {
    name: 'read',
    async run({ job }, ctx) {
      await ctx.report('extracting', PROGRESS.extracting.from);
      const bytes = await readObject(deps.storage, job.storageKey);
      let ocrStarted = false;
      const ocrEngine = resolveOcrEngine(deps.ocrEngine);
      const sandbox = await openSandbox({ limits: deps.sandbox, ocrEngine, pool: deps.pool });
      ctx.defer(() => sandbox.close());
      const read = await sandbox.run(
        { task: 'read', bytes, ocrConcurrency: deps.ocrConcurrency, ocrEngine },
        async (stage, done, total, detail) => {
          if (stage === 'extracting') return ctx.report('extracting', within(PROGRESS.extracting.from, PROGRESS.extracting.to, done, total));
          if (!ocrStarted) {
            ocrStarted = true;
            await ctx.report('ocr', PROGRESS.ocr.from);
          }
          if (detail === undefined) ctx.logger.debug({ done, total }, `ocr ${done}/${total}`);
          return ctx.report('ocr', within(PROGRESS.ocr.from, PROGRESS.ocr.to, done, total), detail);
        },
      );
      if (read.ocrPages === 0) await ctx.report('extracting', PROGRESS.extracting.toWithoutOcr);
      return { kind: read.kind, pages: read.pages, ocrPages: read.ocrPages, ocrMs: read.timings.ocr, sandbox };
    },
  };
}
