import { CircleAlert, Download, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useSharedReport } from '../../api/get-shared-report.ts';
import { CompletedResults } from '../completed/completed-results.tsx';
import { BuyerNotesCard } from './buyer-notes-card.tsx';
import { usePageMeta } from './page-meta.ts';

function NotAvailable({ gone }: { gone: boolean }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="flex-row items-center gap-2">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-destructive" />
        <CardTitle as="h1">{gone ? 'Shared report not found' : 'The report could not be loaded'}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          {gone
            ? 'This link does not open a report. It may have expired or been revoked. Ask the person who shared it for a new link.'
            : 'Please check your connection and reload the page.'}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * A report its buyer shared, read-only, signed in or not (issue 28 §5): the results view in its
 * read-only mode (no 'This looks wrong', hiding, signing date or reminders), under a banner that says
 * whose copy it is and until when it can be opened. Nothing here shows or asks for an account.
 */
export function SharedReportPage() {
  const token = useParams().token ?? '';
  usePageMeta({ robots: 'noindex, nofollow', referrer: 'no-referrer' });
  const { data, error, isPending } = useSharedReport(token);

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the shared report" />
      </div>
    );
  } else if (!data) {
    body = <NotAvailable gone={error instanceof ApiError && error.status === 404} />;
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Shared report</h1>
          <Alert variant="info">
            <Eye aria-hidden="true" />
            <p>
              This is a read-only copy of a Doco report, shared by the buyer. The link works until {formatDateTime(data.expiresAt)}
              {data.notesShown ? ', and includes the buyer’s notes.' : '.'} Check every finding with the document itself.
            </p>
          </Alert>
          {data.report.reportUrl ? (
            <Button asChild variant="outline" className="w-fit">
              <a href={data.report.reportUrl} download>
                <Download aria-hidden="true" />
                Download PDF report
              </a>
            </Button>
          ) : null}
        </header>
        {data.notesShown ? <BuyerNotesCard shared={data} /> : null}
        <CompletedResults result={data.report} title={data.documentName} documentId={data.report.analysis.id} readOnly />
      </div>
    );
  }
  return <PageShell>{body}</PageShell>;
}
