import { textMatchesSearch } from '@doco/contracts/glossary';
import type { HelpCategoryId } from '../data/categories.ts';
import type { Faq } from '../data/faqs.ts';

/**
 * Articles in `category` (null = All Topics) whose question or answer contains the search text,
 * ignoring case (spec-accounts-admin §2), hyphens and apostrophes; a search that is a glossary term
 * also finds its other wordings ('stamp duty' finds transfer duty, 's32' Section 32).
 */
export function filterFaqs(faqs: readonly Faq[], search: string, category: HelpCategoryId | null): Faq[] {
  return faqs.filter(
    (faq) => (category === null || faq.category === category) && textMatchesSearch(`${faq.question}\n${faq.answer}`, search),
  );
}
