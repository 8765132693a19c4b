import type { AnalysisResponse, ItemRef } from '@doco/contracts';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { useSetHidden } from '../../api/error-reports.ts';
import { hiddenItemTitle } from '../../lib/hidden-items.ts';
import { FACT_LABELS } from '../completed/property-tab.tsx';

const count = (n: number) => `${n} hidden item${n === 1 ? '' : 's'}`;

/** 'Show 2 hidden items': the items the buyer hid from their report, each of which can be shown again. */
export function HiddenItemsBar({ result, hidden }: { result: AnalysisResponse; hidden: readonly ItemRef[] }) {
  const [open, setOpen] = useState(false);
  const setHidden = useSetHidden(result.analysis.id);
  if (hidden.length === 0) return null;
  return (
    <section aria-label="Hidden items" className="flex flex-col gap-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-muted-foreground">
          <EyeOff aria-hidden="true" className="size-4" />
          {hidden.length === 1 ? '1 item is' : `${hidden.length} items are`} hidden from this report and its PDF.
        </p>
        <Button type="button" variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close hidden items' : `Show ${count(hidden.length)}`}
        </Button>
      </div>
      {open ? (
        <ul aria-label="Items hidden from your report" className="flex flex-col gap-2">
          {hidden.map((item) => (
            <li key={`${item.kind}:${item.key}`} className="flex flex-wrap items-center justify-between gap-2 rounded border bg-card p-2">
              <span className="min-w-0 break-words">{hiddenItemTitle(result, item, FACT_LABELS)}</span>
              <Button type="button" size="sm" variant="ghost" disabled={setHidden.isPending} onClick={() => setHidden.mutate({ item, hidden: false })}>
                Show in my report again
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {setHidden.isError ? (
        <p role="alert" className="text-destructive">
          {serverMessageOr(setHidden.error, 'Could not show the item again. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
