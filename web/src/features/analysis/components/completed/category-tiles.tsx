import { CONCERN_CATEGORIES } from '@doco/contracts';
import { Banknote, ClipboardCheck, Scale, Wrench } from 'lucide-react';
import { categoryLabel } from '../../lib/risk.ts';

const ICONS = { legal: Scale, financial: Banknote, compliance: ClipboardCheck, operational: Wrench } as const;

/** One tile per concern category with its count. */
export function CategoryTiles({ counts }: { counts: Record<string, number> }) {
  return (
    <ul aria-label="Concerns by category" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {CONCERN_CATEGORIES.map((category) => {
        const Icon = ICONS[category];
        return (
          <li key={category} className="flex flex-col gap-1 rounded-lg border bg-card p-3" data-testid={`tile-${category}`}>
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {categoryLabel(category)}
            </span>
            <span className="text-2xl font-semibold tabular-nums">{counts[category] ?? 0}</span>
          </li>
        );
      })}
    </ul>
  );
}
