// The LLM pass after the rules: sends the pack's parts (within a token budget, boilerplate left
// out) and the rules' findings, asks for what the rules missed and a plain-English reading of each
// special condition, and keeps only items whose quote is found verbatim on the page they name.
// It never throws: a timeout, an error or a malformed reply leaves the rule result as it was.
import { runEngine, type AnalyseOptions } from '../analyse.ts';
import { assembleResult } from '../assemble.ts';
import { extractRegisterSearch } from '../register/asic.ts';
import type { AnalysisInput, AnalysisResult, ConditionReading, DocumentPage } from '../result.ts';
import { defaultCostsEstimator } from '../summary/costs.ts';
import { BOILERPLATE } from '../text/parts.ts';
import { chunkPages } from './chunk.ts';
import { createClient, requestConcerns, type LlmOptions } from './client.ts';
import { locateQuote, mergeLlmConcerns, type MergeStats } from './merge.ts';
import type { PromptContext } from './prompt.ts';
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

export interface ReviewOptions extends AnalyseOptions {
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

export async function reviewWithLlm(input: AnalysisInput, llm: LlmOptions, options: ReviewOptions = {}): Promise<LlmAnalysis> {
  const run = runEngine(input, options);
  const costs = options.costs === undefined ? defaultCostsEstimator : (options.costs ?? undefined);
  // Pages that hold nothing but boilerplate are not sent.
  const boilerplate = new Set<number>();
  for (const page of input.pages) {
    const lines = run.doc.lines.filter((l) => l.page === page.number && l.text.trim() !== '' && !l.running);
    if (lines.length > 0 && lines.every((l) => BOILERPLATE.has(l.part))) boilerplate.add(page.number);
  }
  const budget = (llm.tokenBudget ?? DEFAULT_TOKEN_BUDGET) * CHARS_PER_TOKEN;
  const sent = pagesWithinBudget(input.pages, boilerplate, budget);
  const chunks = chunkPages(sent, llm.maxChunkChars ?? 24_000);
  const context: PromptContext = {
    parts: run.result.parts.map((p) => `${p.kind} (page${p.pages.length > 1 ? 's' : ''} ${p.pages[0]}${p.pages.length > 1 ? `-${p.pages[p.pages.length - 1]}` : ''})`),
    findings: run.findings.map((f) => `${f.title} (page ${f.quote.page})`),
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
      const reply = await requestConcerns(client as NonNullable<typeof client>, llm, chunk.text, chunk.index + 1, chunks.length, context);
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
  const { findings, stats } = mergeLlmConcerns(run.doc, run.findings, concerns);
  const kept: ConditionReading[] = [];
  for (const r of readings) {
    const quote = locateQuote(run.doc, r.quote, r.page);
    if (quote && !kept.some((k) => k.number === r.number)) kept.push({ number: r.number, reading: r.reading, quote: quote.text, page: quote.page, source: 'llm' });
  }
  const result = assembleResult(run.doc, run.extraction, findings, extractRegisterSearch(run.doc), costs);
  if (kept.length > 0) result.conditionReadings = kept;
  return {
    result,
    llm: {
      ...stats,
      chunks: client ? chunks.length : 0,
      failedChunks: errors.length,
      errors,
      pagesSkipped: input.pages.length - sent.length,
      readingsAccepted: kept.length,
      readingsDropped: readings.length - kept.length,
    },
  };
}
