import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
              <button type="button" onClick={() => onSelect(id)} className="h-full w-full rounded-lg text-left">
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader className="gap-2">
                    <Icon aria-hidden="true" className="size-5 text-primary" />
                    <CardTitle as="h3" className="text-base">
                      {label}
                    </CardTitle>
                    <CardDescription>{description}</CardDescription>
                    <span className="text-xs text-muted-foreground">
                      {count} {count === 1 ? 'article' : 'articles'}
                    </span>
                  </CardHeader>
                </Card>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
