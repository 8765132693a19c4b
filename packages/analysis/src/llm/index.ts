// Optional LLM pass (`@doco/analysis/llm`): asks an OpenAI-compatible endpoint for what the rules
// missed and for readings of the special conditions, keeps only items whose quote is verbatim on
// the page they name (and whose flag its quote speaks of), and adds them to the rule engine's
// result. The review works from the engine's one run (`llmReviewBasis`), which the worker makes in
// its sandbox child. Connection details are parameters; nothing is read from the environment. A
// failed request never fails the analysis.
import { runEngine, type AnalyseOptions } from '../analyse.ts';
import type { AnalysisInput } from '../result.ts';
import { llmReviewBasis } from './basis.ts';
import type { LlmOptions } from './client.ts';
import { reviewWithLlm, type LlmAnalysis, type ReviewOptions } from './review.ts';

/** The rules and the LLM pass in one process (tools and tests; the worker runs the engine in its sandbox child). */
export function analyseDocumentWithLlm(input: AnalysisInput, llm: LlmOptions, options: AnalyseOptions & ReviewOptions = {}): Promise<LlmAnalysis> {
  const run = runEngine(input, options);
  return reviewWithLlm({ result: run.result, basis: llmReviewBasis(run), pages: input.pages }, llm, options);
}

export { addLlmFindings } from './add-to-result.ts';
export { llmReviewBasis, type LlmReviewBasis, type RuleFindingRef } from './basis.ts';
export { chunkPages, type Chunk } from './chunk.ts';
export { LlmReplyError, type LlmOptions } from './client.ts';
export { FLAG_VOCABULARY, quoteCarriesFlag } from './flag-vocabulary.ts';
export { mergeLlmConcerns, type MergeStats } from './merge.ts';
export { locateQuote, type QuoteIndex, type QuoteLine } from './quote-index.ts';
export { pagesWithinBudget, reviewWithLlm, type LlmAnalysis, type LlmRunStats, type ReviewInput, type ReviewOptions } from './review.ts';
export { LlmConcernSchema, LlmReplySchema, type LlmConcern, type LlmReply } from './schema.ts';
