import type { LlmOptions } from '@doco/analysis/llm';
import type { ObjectStorage } from '@doco/storage';
import type { AnalyseFn } from '../engine/types.ts';
import type { OcrEngine } from '../ocr/pool.ts';
import type { AnalysisJobRow, AnalysisRepository } from '../repository/analysis-repository.ts';
import { pipeline } from './pipeline.ts';
import { analyseStep } from './steps/analyse.ts';
import { extractStep } from './steps/extract.ts';
import { llmReviewStep } from './steps/llm-review.ts';
import { ocrStep } from './steps/ocr.ts';
import { completeStep, reportStep } from './steps/report.ts';
import { writeStep } from './steps/write.ts';

export interface AnalysisPipelineDeps {
  storage: ObjectStorage;
  repository: AnalysisRepository;
  ocr: OcrEngine;
  /** Pages of one document rendered for OCR at once. */
  ocrConcurrency: number;
  analyse: AnalyseFn;
  /** The LLM pass after the rules; null (no LLM_BASE_URL/LLM_MODEL) skips it. */
  llm?: LlmOptions | null;
  now?: () => Date;
}

/**
 * One analysis, as an explicit list of steps:
 * extract -> ocr -> analyse -> llm-review (when configured) -> write -> report -> complete.
 */
export function analysisPipeline(deps: AnalysisPipelineDeps) {
  return pipeline<{ job: AnalysisJobRow }>()
    .then(extractStep(deps))
    .then(ocrStep({ ocr: deps.ocr, concurrency: deps.ocrConcurrency }))
    .then(analyseStep(deps))
    .then(llmReviewStep({ llm: deps.llm ?? null }))
    .then(writeStep(deps))
    .then(reportStep(deps))
    .then(completeStep(deps));
}
