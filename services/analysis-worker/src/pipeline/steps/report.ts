import type { ObjectStorage } from '@doco/storage';
import type { EngineResult } from '../../engine/types.ts';
import type { ExtractedPage } from '../../extract/types.ts';
import type { AnalysisJobRow, AnalysisRepository, ReportRecord } from '../../repository/analysis-repository.ts';
import { reportFilename } from '../../report/format.ts';
import { renderReport } from '../../report/render-report.ts';
import type { Step } from '../pipeline.ts';
import { PROGRESS } from '../progress.ts';

export interface ReportInput {
  job: AnalysisJobRow;
  pages: ExtractedPage[];
  result: EngineResult;
}
export interface ReportOutput {
  report: ReportRecord;
}

export const reportKey = (userId: string, analysisId: string) => `reports/${userId}/${analysisId}.pdf`;

/** Step 5: render the PDF report and store it (same key every attempt, so a retry replaces it). */
export function reportStep(deps: { storage: ObjectStorage; now?: () => Date }): Step<ReportInput, ReportOutput> {
  return {
    name: 'report',
    async run({ job, pages, result }, ctx) {
      await ctx.report('report', PROGRESS.report);
      const pdf = await renderReport({
        documentName: job.originalName,
        pageCount: pages.length,
        generatedAt: deps.now?.() ?? new Date(),
        result,
      });
      const key = reportKey(job.userId, job.analysisId);
      const stored = await deps.storage.put(key, pdf, { contentType: 'application/pdf', contentLength: pdf.length });
      return { report: { filename: reportFilename(job.originalName), storageKey: key, fileSize: stored.size } };
    },
  };
}

/** Step 6: the report row and `completed`, in one transaction. */
export function completeStep(deps: { repository: AnalysisRepository }): Step<{ job: AnalysisJobRow; result: EngineResult; report: ReportRecord }, object> {
  return {
    name: 'complete',
    async run({ job, result, report }) {
      await deps.repository.complete(job.analysisId, report, result);
      return {};
    },
  };
}
