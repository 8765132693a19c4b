// Optional LLM pass (`@doco/analysis/llm`): asks an OpenAI-compatible endpoint for what the rules
// missed and for readings of the special conditions, keeps only items whose quote is verbatim on
// the page they name, and merges them with the rule engine's findings. Connection details are
// parameters; nothing is read from the environment. A failed request never fails the analysis.
import type { AnalyseOptions } from '../analyse.ts';
import type { AnalysisInput } from '../result.ts';
import type { LlmOptions } from './client.ts';
import { reviewWithLlm, type LlmAnalysis } from './review.ts';

/** The rules and the LLM pass in one call (the worker runs them as separate steps). */
export function analyseDocumentWithLlm(input: AnalysisInput, llm: LlmOptions, options: AnalyseOptions = {}): Promise<LlmAnalysis> {
  return reviewWithLlm(input, llm, options);
}

export { chunkPages, type Chunk } from './chunk.ts';
export { LlmReplyError, type LlmOptions } from './client.ts';
export { locateQuote, mergeLlmConcerns, type MergeStats } from './merge.ts';
export { pagesWithinBudget, reviewWithLlm, type LlmAnalysis, type LlmRunStats, type ReviewOptions } from './review.ts';
export { LlmConcernSchema, LlmReplySchema, type LlmConcern, type LlmReply } from './schema.ts';
