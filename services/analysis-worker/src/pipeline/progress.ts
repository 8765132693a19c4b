import type { AnalysisStage } from '@doco/db';

/**
 * Where each stage sits on the 0-100 bar. Extraction and OCR fill their span page by page; when no
 * page needs OCR, extraction's span runs straight up to the analysis mark.
 */
export const PROGRESS = {
  queued: 0,
  extracting: { from: 2, to: 20, toWithoutOcr: 60 },
  ocr: { from: 20, to: 60 },
  analysing: 60,
  reviewing: { from: 62, to: 74 },
  writing: 75,
  report: 85,
  done: 100,
} as const;

/** Linear position of `done` of `total` inside [from, to]. */
export const within = (from: number, to: number, done: number, total: number) =>
  total <= 0 ? to : from + ((to - from) * Math.min(done, total)) / total;

export interface ProgressSink {
  /** `detail`: the stage in words while it runs page by page, e.g. 'Reading scanned page 3 of 12'. */
  (stage: AnalysisStage, progress: number, detail?: string): Promise<void>;
}

/**
 * Wraps a sink so it only writes when the stage, its words or the whole percent change, and never
 * goes backwards within a run: per-page callers can call it freely.
 */
export function monotonicProgress(sink: ProgressSink): ProgressSink {
  let lastStage: AnalysisStage | undefined;
  let lastValue = -1;
  let lastDetail: string | undefined;
  return async (stage, progress, detail) => {
    const value = Math.max(lastValue, Math.floor(progress));
    if (stage === lastStage && value === lastValue && detail === lastDetail) return;
    lastStage = stage;
    lastValue = value;
    lastDetail = detail;
    await sink(stage, value, detail);
  };
}
