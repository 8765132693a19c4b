// Merges LLM concerns into the rule findings. Every LLM concern whose quote is not found
// verbatim (whitespace-normalised) in the document is dropped; duplicates of rule findings
// are dropped too.
import type { Finding, Quote } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { lineAt } from '../text/doc.ts';
import { normaliseWhitespace } from '../text/normalise.ts';
import type { LlmConcern } from './schema.ts';

/**
 * Finds the quote in the raw text allowing any whitespace between words; returns its location.
 * With `page`, only that page is searched: a quote the model places on the wrong page is not kept.
 */
export function locateQuote(doc: DocText, quote: string, page?: number): Quote | null {
  const q = normaliseWhitespace(quote);
  if (q.length < 8) return null;
  const pattern = q
    .split(' ')
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const re = new RegExp(pattern, 'g');
  for (const m of doc.raw.matchAll(re)) {
    const line = lineAt(doc, m.index ?? 0);
    if (line.running || (page !== undefined && line.page !== page)) continue;
    return { text: q, page: line.page, section: line.heading ?? line.section };
  }
  return null;
}

const words = (s: string): Set<string> => new Set(s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 3));

function duplicates(a: Finding, b: { flag: string | null; title: string; quote: string }): boolean {
  if (b.flag && a.flag === b.flag) return true;
  if (normaliseWhitespace(a.quote.text) === normaliseWhitespace(b.quote)) return true;
  const aw = words(a.title);
  const bw = words(b.title);
  const shared = [...bw].filter((w) => aw.has(w)).length;
  return shared >= 2 && shared / Math.max(1, Math.min(aw.size, bw.size)) >= 0.6;
}

export interface MergeStats {
  accepted: number;
  droppedQuote: number;
  droppedDuplicate: number;
}

export function mergeLlmConcerns(doc: DocText, rules: Finding[], llm: LlmConcern[]): { findings: Finding[]; stats: MergeStats } {
  const out = [...rules];
  const stats: MergeStats = { accepted: 0, droppedQuote: 0, droppedDuplicate: 0 };
  for (const c of llm) {
    const quote = locateQuote(doc, c.quote, c.page);
    if (!quote) {
      stats.droppedQuote++;
      continue;
    }
    if (out.some((f) => duplicates(f, c))) {
      stats.droppedDuplicate++;
      continue;
    }
    const f: Finding = {
      id: `llm:${out.length}`,
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
    out.push(f);
    stats.accepted++;
  }
  return { findings: out, stats };
}
