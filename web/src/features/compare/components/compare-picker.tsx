import { COMPARE_MAX, COMPARE_MIN, type DocumentListItem } from '@doco/contracts';
import { Columns3 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { comparePath } from '@/config/paths';
import { useDocuments } from '@/features/documents/api/get-documents';
import { cn } from '@/lib/utils';
import { useCompareChoice } from '../lib/use-compare-choice.ts';

type Completed = DocumentListItem & { analysis: { id: string; status: 'completed' } };
const isCompleted = (d: DocumentListItem): d is Completed => d.analysis?.status === 'completed';

/** What the Compare button waits for, or what it will do. */
export function choiceHint(count: number): string {
  if (count === 0) return `Tick ${COMPARE_MIN} or ${COMPARE_MAX} properties.`;
  if (count < COMPARE_MIN) return 'Tick one more property to compare.';
  if (count >= COMPARE_MAX) return `${count} chosen: the most you can compare at once.`;
  return `${count} chosen. You can add one more.`;
}

/**
 * The dashboard's 'Compare properties' card (issue 28): a tick box for each document whose analysis is
 * complete, and Compare once two or three are ticked. Hidden until there is a document at all.
 */
export function ComparePicker() {
  const { data: documents } = useDocuments();
  const { chosen, toggle } = useCompareChoice();
  const navigate = useNavigate();
  if (!documents || documents.length === 0) return null;
  const completed = documents.filter(isCompleted);
  // A ticked document deleted since is no longer a choice.
  const ticked = chosen.filter((id) => completed.some((d) => d.analysis.id === id));
  const full = ticked.length >= COMPARE_MAX;
  const ready = ticked.length >= COMPARE_MIN;

  return (
    <Card role="region" aria-labelledby="compare-properties-title">
      <CardHeader className="gap-1 p-4 sm:p-6">
        <CardTitle id="compare-properties-title" className="flex items-center gap-2 text-lg">
          <Columns3 aria-hidden="true" className="size-5" />
          Compare properties
        </CardTitle>
        <CardDescription>Price, costs, risks, key dates and questions of two or three properties side by side.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-4 pt-0 sm:p-6 sm:pt-0">
        {completed.length < COMPARE_MIN ? (
          <p className="text-sm text-muted-foreground" data-testid="compare-unavailable">
            {completed.length === 0
              ? 'Once two of your documents are analysed, you can compare them here.'
              : 'One of your documents is analysed. Analyse another to compare them side by side.'}
          </p>
        ) : (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">Properties to compare</legend>
              <ul className={cn('flex flex-col gap-1', completed.length > 4 && 'max-h-48 overflow-y-auto overscroll-contain pr-1')}>
                {completed.map((document) => {
                  const id = `compare-${document.analysis.id}`;
                  const checked = ticked.includes(document.analysis.id);
                  const name = document.address?.trim() || document.originalName;
                  return (
                    <li key={document.id} className="flex items-center gap-2 rounded-md px-1 py-1.5 hover:bg-muted">
                      <Checkbox id={id} checked={checked} disabled={full && !checked} onCheckedChange={(on) => toggle(document.analysis.id, on === true)} />
                      <label htmlFor={id} className={cn('min-w-0 flex-1 cursor-pointer truncate text-sm', full && !checked && 'cursor-not-allowed text-muted-foreground')} title={name}>
                        {name}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <p id="compare-hint" className="text-xs text-muted-foreground" aria-live="polite">
              {choiceHint(ticked.length)}
            </p>
            <Button className="w-fit" disabled={!ready} aria-describedby="compare-hint" onClick={() => navigate(comparePath(ticked))}>
              <Columns3 aria-hidden="true" />
              Compare{ticked.length > 0 ? ` (${ticked.length})` : ''}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
