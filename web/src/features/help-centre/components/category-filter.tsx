import { Button } from '@/components/ui/button';
import { HELP_CATEGORIES, type HelpCategoryId } from '../data/categories.ts';

type CategoryFilterProps = { value: HelpCategoryId | null; onChange: (value: HelpCategoryId | null) => void };

/** All Topics plus the five categories; the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const options = [{ id: null, label: 'All Topics' }, ...HELP_CATEGORIES];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset
    <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.id ?? 'all'}
          size="sm"
          variant={value === option.id ? 'default' : 'outline'}
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
