import type { AnalysisInput, AnalysisResult } from '@doco/analysis';

// The engine's own types (@doco/analysis result.ts), under the names the pipeline uses.
export type { ConcernCategory, RiskLevel } from '@doco/analysis';
export type EngineInput = AnalysisInput;
export type EngineResult = AnalysisResult;

/** The engine as the pipeline calls it: `analyseDocument` from @doco/analysis by default. */
export type AnalyseFn = (input: EngineInput) => EngineResult | Promise<EngineResult>;
