import * as analysis from '@doco/analysis';
import type { AnalyseFn } from './types.ts';

/**
 * The real engine, `analyseDocument` from @doco/analysis. Looked up on the module at call time
 * because the package is being written in parallel and does not export it yet; once it does, this
 * is a plain re-export. A missing engine is a deployment fault, not the user's: the job retries.
 */
export const analyseWithEngine: AnalyseFn = (input) => {
  const engine = (analysis as unknown as Record<string, unknown>)['analyseDocument'];
  if (typeof engine !== 'function') {
    throw new Error('@doco/analysis does not export analyseDocument: the analysis engine is not installed');
  }
  return (engine as AnalyseFn)(input);
};
