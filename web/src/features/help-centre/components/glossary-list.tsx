import type { GlossaryEntry } from '@doco/contracts/glossary';
import { BookOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';

type GlossaryListProps = { title: string; entries: readonly GlossaryEntry[] };

/** The glossary of property terms (the same one-line explanations the report opens), or the ones a search found. */
export function GlossaryList({ title, entries }: GlossaryListProps) {
  return (
    <section aria-labelledby="glossary-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <BookOpen aria-hidden="true" className="size-5 text-primary" />
        <h2 id="glossary-heading" className="text-lg font-semibold">
          {title}
        </h2>
        <Badge variant="secondary" aria-label={`${entries.length} ${entries.length === 1 ? 'term' : 'terms'}`}>
          {entries.length}
        </Badge>
      </div>
      <Card>
        <CardContent className="py-2">
          <dl className="divide-y">
            {entries.map((entry) => (
              <div key={entry.id} id={`glossary-${entry.id}`} className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-medium">{entry.term}</dt>
                <dd className="text-sm text-muted-foreground">{entry.short}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}
