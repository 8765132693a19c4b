import { ERROR_REPORT_REASONS, type AdminErrorReport } from '@doco/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { formatDate } from '@/lib/format';
import { useAdminErrorReports } from '../api/admin-api.ts';
import { Failed } from './overview-tab.tsx';

const KIND_LABELS: Record<AdminErrorReport['itemKind'], string> = { concern: 'Concern', fact: 'Fact', 'key-date': 'Key date' };

function ReportRow({ report }: { report: AdminErrorReport }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {KIND_LABELS[report.itemKind]}: {report.itemTitle}
        </p>
        <ToneBadge tone="yellow">{ERROR_REPORT_REASONS[report.reason]}</ToneBadge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-muted-foreground sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Date</dt>
        <dd>{formatDate(report.createdAt)}</dd>
        <dt className="font-medium">User</dt>
        <dd className="break-all">{report.userEmail}</dd>
        <dt className="font-medium">Document</dt>
        <dd className="break-words">
          {report.address ? `${report.address} · ` : ''}
          {report.documentName}
        </dd>
        <dt className="font-medium">Page</dt>
        <dd>{report.page ?? 'None given'}</dd>
      </dl>
      {report.quote ? (
        <blockquote className="border-l-4 border-primary/40 bg-muted/50 py-1 pl-3 italic">“{report.quote}”</blockquote>
      ) : null}
      {report.note ? (
        <p className="whitespace-pre-wrap">
          <span className="font-medium">Note: </span>
          {report.note}
        </p>
      ) : null}
    </li>
  );
}

/** Reported errors (issue 26): each 'This looks wrong' a buyer sent, newest first. */
export function ReportedErrorsTab() {
  const [page, setPage] = useState(1);
  const reports = useAdminErrorReports(page);
  if (reports.isPending) return <Spinner label="Loading reported errors" />;
  if (reports.isError) return <Failed what="Reported errors" />;
  const { total, pageSize } = reports.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby="reported-errors-title" className="flex flex-col gap-3">
      <h2 id="reported-errors-title" className="text-lg font-semibold">
        Reported errors ({total})
      </h2>
      {reports.data.reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">No buyer has reported an error yet.</p>
      ) : (
        <ul aria-label="Reported errors" className="flex flex-col gap-3">
          {reports.data.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}
