import type { AnalysisInput, AnalysisResult } from '@doco/analysis';
import type { LlmReviewBasis } from '@doco/analysis/llm';
import type { SandboxChild } from '../sandbox/run.ts';
import type { PackSpan } from '../read/read-pack.ts';

// The engine's own types (@doco/analysis result.ts), under the names the pipeline uses.
export type { ConcernCategory, RiskLevel } from '@doco/analysis';
export type EngineInput = AnalysisInput;
export type EngineResult = AnalysisResult;

export interface EngineOptions {
  /** Also hand back what the LLM step needs of this run, so the LLM step never runs the engine itself. */
  llmBasis?: boolean;
  /** The sandbox child that read the document, left waiting for the engine (read step). */
  child?: SandboxChild | null;
  /** A pack's files' shares of the input's pages, in order (issue 28): read as one pack by `analysePack`. */
  pack?: PackSpan[];
}

/** One run of the engine: its result, and (when asked) the LLM step's basis, all plain data. */
export interface EngineOutput {
  result: EngineResult;
  llmBasis: LlmReviewBasis | null;
}

/** The engine as the pipeline calls it: `runEngine` from @doco/analysis, in a sandbox child by default. */
export type AnalyseFn = (input: EngineInput, options?: EngineOptions) => EngineOutput | Promise<EngineOutput>;
