import { HELP_CATEGORIES, type HelpCategoryId } from '../data/categories.ts';
import type { Faq } from '../data/faqs.ts';

type TopicGridProps = { faqs: readonly Faq[]; onSelect: (id: HelpCategoryId) => void };

/**
 * Browse by Topic: shown only while no category and no search is active. Each card's button is
 * named by the topic alone; a stretched hit area makes the whole card clickable.
 */
export function TopicGrid({ faqs, onSelect }: TopicGridProps) {
  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-4">
      <h2 id="browse-heading" className="text-lg font-semibold">
        Browse by Topic
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {HELP_CATEGORIES.map(({ id, label, description, icon: Icon }) => {
          const count = faqs.filter((faq) => faq.category === id).length;
          return (
            <li
              key={id}
              className="relative flex h-full flex-col gap-2 rounded-lg border bg-card p-5 shadow-sm transition-colors focus-within:border-primary hover:border-primary"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <button
                type="button"
                onClick={() => onSelect(id)}
                aria-describedby={`topic-${id}-description topic-${id}-count`}
                className="w-fit text-left font-semibold after:absolute after:inset-0 after:rounded-lg after:content-['']"
              >
                {label}
              </button>
              <p id={`topic-${id}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
              <p id={`topic-${id}-count`} className="text-xs text-muted-foreground">
                {count} {count === 1 ? 'article' : 'articles'}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
