import type { AnalysisSummary } from '@doco/contracts';

/** spec-core §4: pending and processing are re-polled. */
export function isInProgress(status: string | undefined): boolean {
  return status === 'pending' || status === 'processing';
}

export type AnalysisView = 'not-started' | 'processing' | 'failed' | 'completed';

/**
 * Which view an analysis gets (spec-core §4): processing → progress, failed → Try Again, any
 * other value → the results. A pending analysis that was queued shows progress too; one that was
 * never started (no credits at the time) offers to start it.
 */
export function analysisView(analysis: Pick<AnalysisSummary, 'status' | 'stage'>): AnalysisView {
  switch (analysis.status) {
    case 'pending':
      return analysis.stage ? 'processing' : 'not-started';
    case 'processing':
      return 'processing';
    case 'failed':
      return 'failed';
    default:
      return 'completed';
  }
}

const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting in the queue',
  extracting: 'Reading the document',
  ocr: 'Reading scanned pages',
  analysing: 'Checking for risks',
  reviewing: 'Reviewing with AI',
  writing: 'Saving the results',
  report: 'Preparing the PDF report',
  done: 'Finishing up',
};

/** The worker's stage in words; an unknown stage is shown as it is. */
export function stageLabel(stage: string | null): string {
  if (!stage) return 'Starting';
  return STAGE_LABELS[stage] ?? stage;
}
