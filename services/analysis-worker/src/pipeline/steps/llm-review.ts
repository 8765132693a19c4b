import { reviewWithLlm, type LlmOptions, type LlmReviewBasis } from '@doco/analysis/llm';
import type { EngineResult } from '../../engine/types.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS, within } from '../progress.ts';

export interface LlmReviewInput {
  pages: ExtractedPage[];
  result: EngineResult;
  /** The analyse step's run, as the sandbox child handed it over. */
  llmBasis: LlmReviewBasis | null;
}
export interface LlmReviewOutput {
  result: EngineResult;
}

/**
 * Step 3b, after the rules and only when an LLM is configured (LLM_BASE_URL and LLM_MODEL): asks
 * for what the rules missed and a reading of each special condition, and keeps the items whose
 * quote is verbatim on the page they name. It works from the engine's run in the sandbox child
 * (the result and its basis) and never runs the engine in the worker's process. A timeout, an
 * error or a malformed reply never fails the analysis: the rule result is written as it was.
 */
export function llmReviewStep(deps: { llm: LlmOptions | null }): Step<LlmReviewInput, LlmReviewOutput> {
  return {
    name: 'llm-review',
    async run({ pages, result, llmBasis }, ctx) {
      if (!deps.llm || !llmBasis) return { result };
      const { from, to } = PROGRESS.reviewing;
      await ctx.report('reviewing', from);
      try {
        const reviewed = await reviewWithLlm({ result, basis: llmBasis, pages: pages.map(({ number, text }) => ({ number, text })) }, deps.llm, {
          onProgress: (done, total) => ctx.report('reviewing', within(from, to, done, total)),
        });
        const { accepted, droppedQuote, droppedFlag, droppedDuplicate, chunks, failedChunks, errors, pagesSkipped, readingsAccepted, readingsDropped } = reviewed.llm;
        ctx.logger.info({ accepted, droppedQuote, droppedFlag, droppedDuplicate, chunks, failedChunks, errors, pagesSkipped, readingsAccepted, readingsDropped }, 'llm review done');
        return { result: reviewed.result };
      } catch (error) {
        ctx.logger.warn({ err: error }, 'llm review failed; keeping the rule result');
        return { result };
      }
    },
  };
}
