import { analysisResult } from '@doco/contracts';
import type { EngineResult } from '../../engine/types.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow, AnalysisRepository } from '../../repository/analysis-repository.ts';
import type { Step } from '../pipeline.ts';
import { DocumentError, MESSAGES } from '../errors.ts';
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
      // The result must match the analysis-result contract before anything is written: a result
      // the API could not serve fails the analysis (and refunds the credit) instead of being stored.
      const checked = analysisResult.safeParse(result);
      if (!checked.success) {
        ctx.logger.error({ issues: checked.error.issues.slice(0, 5) }, 'analysis result does not match the contract');
        throw new DocumentError(MESSAGES.unexpected, { cause: checked.error });
      }
      await deps.repository.writeResults({ analysisId: job.analysisId, pages, result });
      return {};
    },
  };
}
