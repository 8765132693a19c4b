import { analyseDocument } from '@doco/analysis';
import type { AnalyseFn } from './types.ts';

/** The real engine (offline rules; costs as the engine computes them by default). */
export const analyseWithEngine: AnalyseFn = (input) => analyseDocument(input);
