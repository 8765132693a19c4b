import { FileSearch } from 'lucide-react';
import { scanNote, useCite, useEvidenceViewer } from './viewer-context.ts';

/**
 * A page reference of the report ("page 3") that opens the document at that page with the quote
 * highlighted; plain text outside a report with a viewer. A page read from a scan says so.
 */
export function PageLink({ page, quote, label: place = `page ${page}` }: { page: number; quote: string | null; label?: string }) {
  const viewer = useEvidenceViewer();
  // In a pack (issue 28) the page is cited in its file: "contract.pdf, page 2".
  const label = useCite()(place);
  const scan = viewer?.scanOf(page);
  const note = scan ? <span className="text-amber-800"> ({scanNote(scan)})</span> : null;
  if (!viewer) {
    return (
      <>
        {label}
        {note}
      </>
    );
  }
  return (
    <span>
      <button
        type="button"
        onClick={(event) => viewer.open({ page, quote }, event.currentTarget)}
        className="inline-flex items-center gap-0.5 rounded-sm font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <FileSearch aria-hidden="true" className="size-3.5" />
        {label}{' '}
        <span className="sr-only">(show in the document)</span>
      </button>
      {note}
    </span>
  );
}
