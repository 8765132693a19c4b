import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FeatureItem } from '../data/features.ts';

type FeatureGridProps = { id: string; title: string; intro?: string; items: readonly FeatureItem[]; columns?: 2 | 3 | 4 };

const COLUMNS = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export function FeatureGrid({ id, title, intro, items, columns = 3 }: FeatureGridProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      </div>
      <div className={`grid gap-4 ${COLUMNS[columns]}`}>
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <Card key={itemTitle}>
            <CardHeader className="gap-2">
              <span className="flex size-9 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <CardTitle as="h3" className="text-base">
                {itemTitle}
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </section>
  );
}
