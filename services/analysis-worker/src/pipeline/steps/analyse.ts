import type { AnalyseFn, EngineResult } from '../../engine/types.ts';
import { assertReadableSize } from '../../extract/limits.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow } from '../../repository/analysis-repository.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS } from '../progress.ts';

export interface AnalyseInput {
  job: AnalysisJobRow;
  pages: ExtractedPage[];
}
export interface AnalyseOutput {
  result: EngineResult;
}

/** Step 3: the engine turns pages of text into the structured analysis. */
export function analyseStep(deps: { analyse: AnalyseFn }): Step<AnalyseInput, AnalyseOutput> {
  return {
    name: 'analyse',
    async run({ job, pages }, ctx) {
      await ctx.report('analysing', PROGRESS.analysing);
      assertReadableSize(pages);
      const result = await deps.analyse({
        pages: pages.map(({ number, text }) => ({ number, text })),
        fileName: job.originalName,
      });
      return { result };
    },
  };
}
