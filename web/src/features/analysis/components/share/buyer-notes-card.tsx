import { ERROR_REPORT_REASONS, type SharedReportResponse } from '@doco/contracts';
import { NotebookPen } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

/** The buyer's notes, shown on a shared report only when the buyer chose to include them. */
export function BuyerNotesCard({ shared }: { shared: SharedReportResponse }) {
  const { signingDate } = shared.report;
  return (
    <Card role="region" aria-labelledby="buyer-notes-title">
      <CardHeader>
        <CardTitle as="h2" id="buyer-notes-title" className="flex items-center gap-2 text-lg">
          <NotebookPen aria-hidden="true" className="size-5" />
          The buyer's notes
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>{signingDate ? `The buyer signed the contract on ${formatDate(signingDate)}.` : 'The buyer has not entered a signing date.'}</p>
        {shared.buyerNotes.length === 0 ? (
          <p className="text-muted-foreground">The buyer reported nothing in this report as looking wrong.</p>
        ) : (
          <>
            <p>The buyer reported these items as looking wrong:</p>
            <ul className="flex flex-col gap-2">
              {shared.buyerNotes.map((note, index) => (
                <li key={index} className="rounded-md border p-3">
                  <p className="font-medium">{note.itemTitle}</p>
                  <p className="text-muted-foreground">
                    {ERROR_REPORT_REASONS[note.reason]}, {formatDate(note.createdAt)}
                  </p>
                  {note.note ? <blockquote className="mt-1 border-l-2 pl-3">{note.note}</blockquote> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
