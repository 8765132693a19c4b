import { HELP_CATEGORIES, type HelpCategoryId } from '../data/categories.ts';
import type { Faq } from '../data/faqs.ts';

type TopicGridProps = { faqs: readonly Faq[]; onSelect: (id: HelpCategoryId) => void };

/** Browse by Topic: shown only while no category and no search is active. */
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
            <li key={id}>
              <button
                type="button"
                onClick={() => onSelect(id)}
                aria-labelledby={`topic-${id}`}
                aria-describedby={`topic-${id}-description topic-${id}-count`}
                className="flex h-full w-full flex-col gap-2 rounded-lg border bg-card p-5 text-left shadow-sm transition-colors hover:border-primary"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                <span id={`topic-${id}`} className="font-semibold">
                  {label}
                </span>
                <span id={`topic-${id}-description`} className="text-sm text-muted-foreground">
                  {description}
                </span>
                <span id={`topic-${id}-count`} className="text-xs text-muted-foreground">
                  {count} {count === 1 ? 'article' : 'articles'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
