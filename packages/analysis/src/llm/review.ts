// The LLM pass after the rules: sends the pack's parts (within a token budget, boilerplate left
// out) and the rules' findings, asks for what the rules missed and a plain-English reading of each
// special condition, and keeps only items whose quote is found verbatim on the page they name.
// It works from the engine's one run (`LlmReviewBasis` and the rule result), never running the
// engine itself, and it never throws: a timeout, an error or a malformed reply leaves the rule
// result as it was.
import type { AnalysisResult, ConditionReading, DocumentPage } from '../result.ts';
import { addLlmFindings } from './add-to-result.ts';
import type { LlmReviewBasis } from './basis.ts';
import { chunkPages } from './chunk.ts';
import { createClient, requestConcerns, type LlmOptions } from './client.ts';
import { mergeLlmConcerns, type MergeStats } from './merge.ts';
import type { PromptContext } from './prompt.ts';
import { locateQuote } from './quote-index.ts';
import type { LlmConcern, LlmConditionReading } from './schema.ts';

export interface LlmRunStats extends MergeStats {
  chunks: number;
  failedChunks: number;
  errors: string[];
  /** Pages left out: boilerplate, or beyond the token budget. */
  pagesSkipped: number;
  readingsAccepted: number;
  readingsDropped: number;
}

export interface LlmAnalysis {
  result: AnalysisResult;
  llm: LlmRunStats;
}

/** What the review works on: the engine's result, what the LLM step needs of its run, and the pages it read. */
export interface ReviewInput {
  result: AnalysisResult;
  basis: LlmReviewBasis;
  pages: DocumentPage[];
}

export interface ReviewOptions {
  /** Called after each request, for progress: (done, total). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

const CHARS_PER_TOKEN = 4;
const DEFAULT_TOKEN_BUDGET = 60_000;

/** Pages worth sending, most telling parts first, until the budget is spent; returned in page order. */
export function pagesWithinBudget(pages: DocumentPage[], boilerplatePages: Set<number>, budgetChars: number): DocumentPage[] {
  let left = budgetChars;
  const kept: DocumentPage[] = [];
  for (const p of pages) {
    if (boilerplatePages.has(p.number)) continue;
    if (p.text.length > left) continue;
    left -= p.text.length;
    kept.push(p);
  }
  return kept;
}

export async function reviewWithLlm({ result, basis, pages }: ReviewInput, llm: LlmOptions, options: ReviewOptions = {}): Promise<LlmAnalysis> {
  const budget = (llm.tokenBudget ?? DEFAULT_TOKEN_BUDGET) * CHARS_PER_TOKEN;
  const sent = pagesWithinBudget(pages, new Set(basis.boilerplatePages), budget);
  const chunks = chunkPages(sent, llm.maxChunkChars ?? 24_000);
  const context: PromptContext = {
    parts: basis.parts,
    findings: basis.findings.map((f) => `${f.title} (page ${f.page})`),
  };
  const concerns: LlmConcern[] = [];
  const readings: LlmConditionReading[] = [];
  const errors: string[] = [];
  let client: ReturnType<typeof createClient> | null = null;
  try {
    client = createClient(llm);
  } catch (e) {
    errors.push(`client: ${(e as Error).message}`);
  }
  // Chunks run in sequence to respect rate limits on small self-hosted endpoints.
  for (const chunk of client ? chunks : []) {
    try {
      const reply = await requestConcerns(client as NonNullable<typeof client>, llm, chunk, chunk.index + 1, chunks.length, context);
      concerns.push(...reply.concerns);
      readings.push(...reply.conditionReadings);
    } catch (e) {
      errors.push(`chunk ${chunk.index + 1}: ${(e as Error).message}`);
    }
    try {
      await options.onProgress?.(chunk.index + 1, chunks.length);
    } catch {
      // progress is best effort
    }
  }
  const { findings, stats } = mergeLlmConcerns(basis.quotes, basis.findings, concerns);
  const kept: ConditionReading[] = [];
  for (const r of readings) {
    const quote = locateQuote(basis.quotes, r.quote, r.page);
    if (quote && !kept.some((k) => k.number === r.number)) kept.push({ number: r.number, reading: r.reading, quote: quote.text, page: quote.page, source: 'llm' });
  }
  return {
    result: addLlmFindings(result, findings, kept),
    llm: {
      ...stats,
      chunks: client ? chunks.length : 0,
      failedChunks: errors.length,
      errors,
      pagesSkipped: pages.length - sent.length,
      readingsAccepted: kept.length,
      readingsDropped: readings.length - kept.length,
    },
  };
}
