import type { EngineVendorQuestion } from '@doco/contracts';
import type { Finding } from '../result.ts';

// Questions for the vendor's solicitor (issue 17): each rule that raises a concern a question could
// settle carries its question (filled with the facts it found); the LLM pass's verified findings may
// carry one too. One entry per concern that has one, in the concerns' order, repeats dropped.
export function vendorQuestions(sorted: Finding[]): EngineVendorQuestion[] {
  const out: EngineVendorQuestion[] = [];
  const seen = new Set<string>();
  sorted.forEach((finding, concernIndex) => {
    const question = finding.question?.trim();
    if (!question || seen.has(question)) return;
    seen.add(question);
    out.push({ question, why: finding.title, quote: finding.quote.text, page: finding.quote.page, concernIndex });
  });
  return out;
}
