import { runEngine } from '@doco/analysis';
import { llmReviewBasis } from '@doco/analysis/llm';
import type { AnalyseFn } from './types.ts';

/** The real engine (offline rules; costs as the engine computes them by default), run once. */
export const analyseWithEngine: AnalyseFn = (input, options = {}) => {
  const run = runEngine(input);
  return { result: run.result, llmBasis: options.llmBasis ? llmReviewBasis(run) : null };
};
