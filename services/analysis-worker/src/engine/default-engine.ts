import { type PackInput, runEngine, runPack } from '@doco/analysis';
import { llmReviewBasis } from '@doco/analysis/llm';
import type { PackSpan } from '../read/read-pack.ts';
import type { AnalyseFn, EngineInput } from './types.ts';

/** The pack's pages handed back to their files, each file's numbered from 1 (analysePack numbers them across the pack). */
export function packInput(input: EngineInput, spans: readonly PackSpan[]): PackInput {
  let at = 0;
  return {
    files: spans.map((span) => {
      const pages = input.pages.slice(at, at + span.pageCount).map((page, i) => ({ number: i + 1, text: page.text }));
      at += span.pageCount;
      return { name: span.name, pages };
    }),
  };
}

/**
 * The real engine (offline rules; costs as the engine computes them by default), run once. A pack of
 * files (issue 28) is read by `runPack` (`analysePack` keeping its run), which finds what the files say
 * against each other and keeps each file's span.
 */
export const analyseWithEngine: AnalyseFn = (input, options = {}) => {
  const run = options.pack && options.pack.length > 1 ? runPack(packInput(input, options.pack)) : runEngine(input);
  return { result: run.result, llmBasis: options.llmBasis ? llmReviewBasis(run) : null };
};
