// Shared plumbing for rule families: the context they read and a finding builder that quotes.
import type { Extraction } from '../extract/facts.ts';
import type { Facts, Finding } from '../result.ts';
import type { DocText } from '../text/doc.ts';
import { judgeEvidence } from '../text/evidence.ts';
import { quoteAt } from '../text/quotes.ts';

export interface RuleContext {
  doc: DocText;
  ex: Extraction;
  facts: Facts;
  isContract: boolean;
}

export type Rule = (ctx: RuleContext) => Finding[];

/** What a rule states; finding() adds the quote (from `at`) and the source. */
export type FindingSpec = Omit<Finding, 'quote' | 'source'> & { at: { offset: number; length: number } };

export function finding(ctx: RuleContext, spec: FindingSpec): Finding {
  const { at, ...rest } = spec;
  const f: Finding = { ...rest, quote: quoteAt(ctx.doc, at.offset, at.length), source: 'rules', at };
  if (spec.flag === undefined) delete f.flag;
  if (spec.question === undefined) delete f.question;
  return f;
}

/** First regex match in the scan text that is an assertion (not a heading, question or note) as an evidence position. */
export function locate(ctx: RuleContext, re: RegExp): { offset: number; length: number } | null {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (const m of ctx.doc.scan.matchAll(g)) {
    const verdict = judgeEvidence(ctx.doc, m.index);
    // An item answered "No" / "Not applicable" is not the thing, whatever its heading names.
    if (verdict.kind === 'assertion' && verdict.answer !== 'no') return { offset: m.index, length: m[0].length };
  }
  return null;
}
