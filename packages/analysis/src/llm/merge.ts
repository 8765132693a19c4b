// Turns the LLM's concerns into findings. A concern is dropped when its quote is not found
// verbatim (whitespace-normalised) on the page it names, when it claims a flag its quote does not
// speak of, or when it duplicates a rule finding (or an earlier LLM one).
import type { Finding } from '../result.ts';
import { normaliseWhitespace } from '../text/normalise.ts';
import type { RuleFindingRef } from './basis.ts';
import { quoteCarriesFlag } from './flag-vocabulary.ts';
import { locateQuote, type QuoteIndex } from './quote-index.ts';
import type { LlmConcern } from './schema.ts';

const words = (s: string): Set<string> => new Set(s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 3));

function duplicates(a: RuleFindingRef, b: { flag: string | null; title: string; quote: string }): boolean {
  if (b.flag && a.flag === b.flag) return true;
  if (normaliseWhitespace(a.quote) === normaliseWhitespace(b.quote)) return true;
  const aw = words(a.title);
  const bw = words(b.title);
  const shared = [...bw].filter((w) => aw.has(w)).length;
  return shared >= 2 && shared / Math.max(1, Math.min(aw.size, bw.size)) >= 0.6;
}

export interface MergeStats {
  accepted: number;
  droppedQuote: number;
  /** Concerns whose flag is not what their quote speaks of. */
  droppedFlag: number;
  droppedDuplicate: number;
}

/** The LLM findings to add to the rule result (source 'llm'), in the model's order. */
export function mergeLlmConcerns(index: QuoteIndex, rules: readonly RuleFindingRef[], llm: LlmConcern[]): { findings: Finding[]; stats: MergeStats } {
  const seen: RuleFindingRef[] = [...rules];
  const findings: Finding[] = [];
  const stats: MergeStats = { accepted: 0, droppedQuote: 0, droppedFlag: 0, droppedDuplicate: 0 };
  for (const c of llm) {
    const quote = locateQuote(index, c.quote, c.page);
    if (!quote) {
      stats.droppedQuote++;
      continue;
    }
    if (c.flag && !quoteCarriesFlag(quote.text, c.flag)) {
      stats.droppedFlag++;
      continue;
    }
    if (seen.some((f) => duplicates(f, c))) {
      stats.droppedDuplicate++;
      continue;
    }
    const f: Finding = {
      id: `llm:${findings.length}`,
      category: c.category,
      severity: c.severity,
      title: c.title,
      description: c.description,
      impact: c.description.split(/(?<=\.)\s/)[0] ?? c.description,
      recommendation: c.recommendation,
      // Model judgements are capped below the rule engine's certainty.
      confidence: Math.min(c.confidence, 75),
      quote,
      source: 'llm',
    };
    if (c.flag) f.flag = c.flag;
    if (c.question) f.question = c.question;
    findings.push(f);
    seen.push({ title: c.title, flag: c.flag, quote: quote.text, page: quote.page });
    stats.accepted++;
  }
  return { findings, stats };
}
