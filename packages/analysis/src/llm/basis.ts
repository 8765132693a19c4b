// What the LLM step needs from the engine's one run, as plain data: the worker runs the engine in
// its sandbox child and hands this across the process boundary, so the LLM step (which needs the
// network) never runs the engine itself.
import type { EngineRun } from '../analyse.ts';
import type { ConcernKind } from '../result.ts';
import { BOILERPLATE } from '../text/parts.ts';
import type { QuoteIndex } from './quote-index.ts';

/** A rule finding as the LLM step uses it: listed in the prompt, and compared for duplicates. */
export interface RuleFindingRef {
  title: string;
  flag: ConcernKind | null;
  quote: string;
  page: number;
}

export interface LlmReviewBasis {
  /** Where each quote the model returns is looked up (the engine's raw text and its lines). */
  quotes: QuoteIndex;
  /** Pages holding nothing but printed boilerplate (general conditions, notices): never sent. */
  boilerplatePages: number[];
  /** The parts of the pack, e.g. "special-conditions (pages 5-6)". */
  parts: string[];
  findings: RuleFindingRef[];
}

const pageRange = (pages: number[]): string => `page${pages.length > 1 ? 's' : ''} ${pages[0]}${pages.length > 1 ? `-${pages[pages.length - 1]}` : ''}`;

export function llmReviewBasis(run: EngineRun): LlmReviewBasis {
  const content = new Map<number, boolean>();
  for (const l of run.doc.lines) {
    if (l.running || l.text.trim() === '') continue;
    content.set(l.page, (content.get(l.page) ?? true) && BOILERPLATE.has(l.part));
  }
  return {
    quotes: {
      raw: run.doc.raw,
      lines: run.doc.lines.map(({ page, start, running, heading, section }) => ({ page, start, running, heading, section })),
    },
    boilerplatePages: [...content].filter(([, onlyBoilerplate]) => onlyBoilerplate).map(([page]) => page),
    parts: run.result.parts.map((p) => `${p.kind} (${pageRange(p.pages)})`),
    findings: run.findings.map((f) => ({ title: f.title, flag: f.flag ?? null, quote: f.quote.text, page: f.quote.page })),
  };
}
