import { runInSandbox, type SandboxLimits } from '../sandbox/run.ts';
import type { AnalyseFn } from './types.ts';

/** The real engine in a sandbox child: a document that makes it run away costs only that child. */
export const sandboxedEngine =
  (limits?: SandboxLimits): AnalyseFn =>
  (input, options = {}) =>
    runInSandbox({ task: 'analyse', input, llmBasis: options.llmBasis === true }, limits ? { limits } : {});
