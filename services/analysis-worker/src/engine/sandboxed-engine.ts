import { runInSandbox, type SandboxLimits } from '../sandbox/run.ts';
import type { AnalyseFn } from './types.ts';

/**
 * The real engine in a sandbox child: a document that makes it run away costs only that child. It
 * runs in the child that read the document when the read step hands it over (`options.child`),
 * else in a child of its own.
 */
export const sandboxedEngine =
  (limits?: SandboxLimits): AnalyseFn =>
  (input, options = {}) => {
    const request = { task: 'analyse', input, llmBasis: options.llmBasis === true, ...(options.pack ? { pack: options.pack } : {}) } as const;
    return options.child ? options.child.run(request) : runInSandbox(request, limits ? { limits } : {});
  };
