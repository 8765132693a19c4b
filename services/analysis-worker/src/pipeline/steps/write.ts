import type { EngineResult } from '../../engine/types.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow, AnalysisRepository } from '../../repository/analysis-repository.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS } from '../progress.ts';

export interface WriteInput {
  job: AnalysisJobRow;
  pages: ExtractedPage[];
  result: EngineResult;
}

/** Step 4: every result row in one transaction, replacing an earlier attempt's. */
export function writeStep(deps: { repository: AnalysisRepository }): Step<WriteInput, object> {
  return {
    name: 'write',
    async run({ job, pages, result }, ctx) {
      await ctx.report('writing', PROGRESS.writing);
      await deps.repository.writeResults({ analysisId: job.analysisId, documentId: job.documentId, pages, result });
      return {};
    },
  };
}
