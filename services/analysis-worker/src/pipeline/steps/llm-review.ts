import { reviewWithLlm, type LlmOptions } from '@doco/analysis/llm';
import type { EngineResult } from '../../engine/types.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS, within } from '../progress.ts';

export interface LlmReviewInput {
  job: AnalysisJobRow;
  pages: ExtractedPage[];
  result: EngineResult;
}
export interface LlmReviewOutput {
  result: EngineResult;
}

/** What the LLM pass added to a rule result: its concerns (source 'llm'), their flags and the condition readings. */
export function withLlmAdditions(result: EngineResult, reviewed: EngineResult): EngineResult {
  const added = reviewed.concerns.filter((c) => c.source === 'llm');
  if (added.length === 0 && !reviewed.conditionReadings) return result;
  const concerns = [...result.concerns, ...added];
  const categoryCounts = { ...result.categoryCounts };
  for (const c of added) categoryCounts[c.category] = (categoryCounts[c.category] ?? 0) + 1;
  const flags = [...result.flags];
  for (const c of added) if (c.flag && !flags.includes(c.flag)) flags.push(c.flag);
  return { ...result, concerns, categoryCounts, flags, ...(reviewed.conditionReadings ? { conditionReadings: reviewed.conditionReadings } : {}) };
}

/**
 * Step 3b, after the rules and only when an LLM is configured (LLM_BASE_URL and LLM_MODEL): asks
 * for what the rules missed and a reading of each special condition, and keeps the items whose
 * quote is verbatim on the page they name. A timeout, an error or a malformed reply never fails the
 * analysis: the rule result is written as it was.
 */
export function llmReviewStep(deps: { llm: LlmOptions | null }): Step<LlmReviewInput, LlmReviewOutput> {
  return {
    name: 'llm-review',
    async run({ job, pages, result }, ctx) {
      if (!deps.llm) return { result };
      const { from, to } = PROGRESS.reviewing;
      await ctx.report('reviewing', from);
      try {
        const reviewed = await reviewWithLlm(
          { pages: pages.map(({ number, text }) => ({ number, text })), fileName: job.originalName },
          deps.llm,
          { onProgress: (done, total) => ctx.report('reviewing', within(from, to, done, total)) },
        );
        const { accepted, droppedQuote, droppedDuplicate, chunks, failedChunks, errors, pagesSkipped, readingsAccepted, readingsDropped } = reviewed.llm;
        ctx.logger.info({ accepted, droppedQuote, droppedDuplicate, chunks, failedChunks, errors, pagesSkipped, readingsAccepted, readingsDropped }, 'llm review done');
        return { result: withLlmAdditions(result, reviewed.result) };
      } catch (error) {
        ctx.logger.warn({ err: error }, 'llm review failed; keeping the rule result');
        return { result };
      }
    },
  };
}
