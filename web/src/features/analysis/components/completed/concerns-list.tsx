import { CONCERN_CATEGORIES, type ConcernDto } from '@doco/contracts';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { categoryLabel } from '../../lib/risk.ts';
import { ConcernCard } from './concern-card.tsx';

type Filter = 'all' | ConcernDto['category'];

function Chip({ pressed, onClick, label, count }: { pressed: boolean; onClick: () => void; label: string; count: number }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
      )}
    >
      {label}{' '}
      <span className="tabular-nums">({count})</span>
    </button>
  );
}

/** Detailed Concerns with one filter chip per category (spec-core §2). */
export function ConcernsList({ concerns }: { concerns: ConcernDto[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? concerns : concerns.filter((c) => c.category === filter);
  const countOf = (category: ConcernDto['category']) => concerns.filter((c) => c.category === category).length;

  return (
    <section aria-labelledby="detailed-concerns" className="flex flex-col gap-3">
      <h3 id="detailed-concerns" className="text-lg font-semibold">
        Detailed Concerns
      </h3>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset */}
      <div role="group" aria-label="Filter concerns by category" className="flex flex-wrap gap-2">
        <Chip pressed={filter === 'all'} onClick={() => setFilter('all')} label="All" count={concerns.length} />
        {CONCERN_CATEGORIES.map((category) => (
          <Chip
            key={category}
            pressed={filter === category}
            onClick={() => setFilter(category)}
            label={categoryLabel(category)}
            count={countOf(category)}
          />
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {concerns.length === 0 ? 'No concerns were found in this document.' : 'No concerns in this category.'}
        </p>
      ) : (
        <ul aria-label="Concerns" className="flex flex-col gap-2">
          {shown.map((concern) => (
            <ConcernCard key={concern.id} concern={concern} />
          ))}
        </ul>
      )}
    </section>
  );
}
