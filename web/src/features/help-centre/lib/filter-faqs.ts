import type { HelpCategoryId } from '../data/categories.ts';
import type { Faq } from '../data/faqs.ts';

/**
 * Articles in `category` (null = All Topics) whose question or answer contains the search text,
 * ignoring case (spec-accounts-admin §2).
 */
export function filterFaqs(faqs: readonly Faq[], search: string, category: HelpCategoryId | null): Faq[] {
  const needle = search.trim().toLowerCase();
  return faqs.filter(
    (faq) =>
      (category === null || faq.category === category) &&
      (needle === '' || faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)),
  );
}
