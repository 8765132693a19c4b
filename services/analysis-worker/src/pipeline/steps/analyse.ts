import type { LlmReviewBasis } from '@doco/analysis/llm';
import type { AnalyseFn, EngineResult } from '../../engine/types.ts';
import { hiddenTextOf } from '../../extract/hidden-text.ts';
import { assertReadableSize } from '../../extract/limits.ts';
import { scannedPagesOf } from '../../extract/scanned-pages.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { SandboxChild } from '../../sandbox/run.ts';
import type { PackSpan } from '../../read/read-pack.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS } from '../progress.ts';

export interface AnalyseInput {
  job: AnalysisJobRow;
  pages: ExtractedPage[];
  /** The child that read the document (read step), where the engine runs. */
  sandbox?: SandboxChild;
  /** A pack's files' shares of `pages` (read step, issue 28): read as one pack. */
  pack?: PackSpan[];
}
export interface AnalyseOutput {
  result: EngineResult;
  /** What the LLM step needs of this run (null when no LLM step follows). */
  llmBasis: LlmReviewBasis | null;
}

/**
 * Step 3: the engine turns pages of text into the structured analysis, once, in the sandbox child
 * that read them. With an LLM step after it (`llmReview`), the same run also hands back that step's
 * basis. The result says whether the read step left hidden text out of the PDF, and which pages it
 * read from a scan.
 */
export function analyseStep(deps: { analyse: AnalyseFn; llmReview?: boolean }): Step<AnalyseInput, AnalyseOutput> {
  return {
    name: 'analyse',
    async run({ job, pages, sandbox, pack }, ctx) {
      await ctx.report('analysing', PROGRESS.analysing);
      assertReadableSize(pages);
      const input = { pages: pages.map(({ number, text }) => ({ number, text })), fileName: job.originalName };
      const { result, llmBasis } = await deps.analyse(input, { llmBasis: deps.llmReview === true, child: sandbox ?? null, ...(pack ? { pack } : {}) });
      return { result: { ...result, hiddenText: hiddenTextOf(pages), scannedPages: scannedPagesOf(pages) }, llmBasis };
    },
  };
}
