import type { ReportedItem } from '@doco/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LooksWrongDialog } from './looks-wrong-dialog.tsx';
import { useReportItems } from './report-items-context.tsx';

/** The small 'This looks wrong' button of a concern, fact or key date (nothing outside a completed report). */
export function LooksWrongButton({ item }: { item: ReportedItem }) {
  const context = useReportItems();
  const [open, setOpen] = useState(false);
  if (!context) return null;
  // The server keeps a title to 300 characters and a quote to 2,000: a longer one is cut, not refused.
  const sent: ReportedItem = { ...item, title: item.title.slice(0, 300), quote: item.quote?.slice(0, 2000) ?? null };
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className="h-8 w-fit px-2 text-xs text-muted-foreground" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-3.5" />
        This looks wrong<span className="sr-only">: {item.title}</span>
      </Button>
      {open ? <LooksWrongDialog analysisId={context.analysisId} item={sent} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
