// Optional LLM pass (`@doco/analysis/llm`): asks an OpenAI-compatible endpoint for extra
// concerns, keeps only those whose quote is verbatim in the document, and merges them with
// the rule engine's findings. Connection details are parameters; nothing is read from the
// environment. A failed chunk never fails the analysis: the rule result stands.
import { runEngine, type AnalyseOptions } from '../analyse.ts';
import { assembleResult } from '../assemble.ts';
import { extractRegisterSearch } from '../register/asic.ts';
import type { AnalysisInput, AnalysisResult } from '../result.ts';
import { defaultCostsEstimator } from '../summary/costs.ts';
import { chunkPages } from './chunk.ts';
import { createClient, requestConcerns, type LlmOptions } from './client.ts';
import { mergeLlmConcerns, type MergeStats } from './merge.ts';
import type { LlmConcern } from './schema.ts';

export interface LlmRunStats extends MergeStats {
  chunks: number;
  failedChunks: number;
  errors: string[];
}

export interface LlmAnalysis {
  result: AnalysisResult;
  llm: LlmRunStats;
}

export async function analyseDocumentWithLlm(input: AnalysisInput, llm: LlmOptions, options: AnalyseOptions = {}): Promise<LlmAnalysis> {
  const run = runEngine(input, options);
  const client = createClient(llm);
  const chunks = chunkPages(input.pages, llm.maxChunkChars ?? 24_000);
  const replies: LlmConcern[] = [];
  const errors: string[] = [];
  // Chunks run in sequence to respect rate limits on small self-hosted endpoints.
  for (const chunk of chunks) {
    try {
      const reply = await requestConcerns(client, llm, chunk.text, chunk.index + 1, chunks.length);
      replies.push(...reply.concerns);
    } catch (e) {
      errors.push(`chunk ${chunk.index + 1}: ${(e as Error).message}`);
    }
  }
  const { findings, stats } = mergeLlmConcerns(run.doc, run.findings, replies);
  const costs = options.costs === undefined ? defaultCostsEstimator : (options.costs ?? undefined);
  const result = assembleResult(run.extraction, findings, extractRegisterSearch(run.doc), costs);
  return { result, llm: { ...stats, chunks: chunks.length, failedChunks: errors.length, errors } };
}

export { chunkPages, type Chunk } from './chunk.ts';
export { LlmReplyError, type LlmOptions } from './client.ts';
export { locateQuote, mergeLlmConcerns, type MergeStats } from './merge.ts';
export { LlmConcernSchema, LlmReplySchema, type LlmConcern, type LlmReply } from './schema.ts';
