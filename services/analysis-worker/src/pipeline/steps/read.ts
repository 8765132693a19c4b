import type { ObjectStorage } from '@doco/storage';
import type { DocumentKind } from '../../extract/detect-kind.ts';
import { readObject } from '../../extract/read-object.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import { type OcrEngineChoice, resolveOcrEngine } from '../../ocr/engine.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import type { SandboxPool } from '../../sandbox/pool.ts';
import type { PackFileBytes, PackSpan } from '../../read/read-pack.ts';
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
  /** A pack's files (issue 28), each with its share of `pages`, in order; absent for one file. */
  pack?: PackSpan[];
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
      // A pack (issue 28): every file's bytes, in order, for the one child that reads them all.
      const files: PackFileBytes[] = [];
      if (job.files && job.files.length > 1) {
        for (const file of job.files) files.push({ name: file.name, bytes: await readObject(deps.storage, file.storageKey) });
      }
      const bytes = files.length > 0 ? new Uint8Array(0) : await readObject(deps.storage, job.storageKey);
      let ocrStarted = false;
      const ocrEngine = resolveOcrEngine(deps.ocrEngine);
      const sandbox = await openSandbox({ limits: deps.sandbox, ocrEngine, pool: deps.pool });
      ctx.defer(() => sandbox.close());
      const read = await sandbox.run(
        { task: 'read', bytes, ocrConcurrency: deps.ocrConcurrency, ocrEngine, ...(files.length > 0 ? { files } : {}) },
        async (stage, done, total, detail) => {
          // A pack says which file it reads ('Reading file 2 of 3').
          if (stage === 'extracting') return ctx.report('extracting', within(PROGRESS.extracting.from, PROGRESS.extracting.to, done, total), detail);
          if (!ocrStarted) {
            ocrStarted = true;
            await ctx.report('ocr', PROGRESS.ocr.from);
          }
          if (detail === undefined) ctx.logger.debug({ done, total }, `ocr ${done}/${total}`);
          return ctx.report('ocr', within(PROGRESS.ocr.from, PROGRESS.ocr.to, done, total), detail);
        },
      );
      if (read.ocrPages === 0) await ctx.report('extracting', PROGRESS.extracting.toWithoutOcr);
      return { kind: read.kind, pages: read.pages, ocrPages: read.ocrPages, ocrMs: read.timings.ocr, sandbox, ...(read.files ? { pack: read.files } : {}) };
    },
  };
}
