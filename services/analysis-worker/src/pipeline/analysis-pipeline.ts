import type { LlmOptions } from '@doco/analysis/llm';
import type { ObjectStorage } from '@doco/storage';
import type { AnalyseFn } from '../engine/types.ts';
import type { OcrEngineChoice } from '../ocr/engine.ts';
import type { AnalysisJobRow, AnalysisRepository } from '../repository/analysis-repository.ts';
import { pipeline } from './pipeline.ts';
import { analyseStep } from './steps/analyse.ts';
import type { SandboxPool } from '../sandbox/pool.ts';
import type { SandboxLimits } from '../sandbox/run.ts';
import { llmReviewStep } from './steps/llm-review.ts';
import { readStep } from './steps/read.ts';
import { completeStep, reportStep } from './steps/report.ts';
import { writeStep } from './steps/write.ts';

export interface AnalysisPipelineDeps {
  storage: ObjectStorage;
  repository: AnalysisRepository;
  /** OCR_ENGINE, used by the sandbox child that reads the document. */
  ocrEngine: OcrEngineChoice;
  /** Pages of one document read by OCR at once. */
  ocrConcurrency: number;
  /** Memory and time for the sandbox child that reads one document and runs the engine on it. */
  sandbox?: SandboxLimits | undefined;
  /** Sandbox children started ahead of need; without one, each read starts its child. */
  pool?: SandboxPool | null | undefined;
  analyse: AnalyseFn;
  /** The LLM pass after the rules; null (no LLM_BASE_URL/LLM_MODEL) skips it. */
  llm?: LlmOptions | null;
  now?: () => Date;
}

/**
 * One analysis, as an explicit list of steps:
 * read (extract + OCR, in a sandbox child) -> analyse (the engine, in the same child) -> llm-review (when configured) -> write -> report -> complete.
 */
export function analysisPipeline(deps: AnalysisPipelineDeps) {
  return pipeline<{ job: AnalysisJobRow }>()
    .step(readStep(deps))
    .step(analyseStep({ analyse: deps.analyse, llmReview: Boolean(deps.llm) }))
    .step(llmReviewStep({ llm: deps.llm ?? null }))
    .step(writeStep(deps))
    .step(reportStep(deps))
    .step(completeStep(deps));
}
