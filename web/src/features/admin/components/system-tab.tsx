import type { AdminSystem } from '@doco/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ToneBadge } from '@/components/ui/tone-badge';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { serverMessageOr } from '@/lib/server-message';
import { useAdminSystem, useRetryJob } from '../api/admin-api.ts';
import { FailedJobs } from './failed-jobs.tsx';
import { Failed } from './overview-tab.tsx';

/** Failed analyses' credits the worker still owes (it retries until billing confirms each). */
function RefundsWaiting({ refunds }: { refunds: AdminSystem['refunds'] }) {
  if (refunds.waiting === 0) return <p className="text-muted-foreground">No refunds waiting: billing has confirmed every failed analysis's credit.</p>;
  return (
    <dl aria-label="Refunds waiting" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-medium">Waiting</dt>
      <dd>{refunds.waiting}</dd>
      <dt className="font-medium">Oldest</dt>
      <dd>{refunds.oldestAt ? formatDate(refunds.oldestAt) : '—'}</dd>
      <dt className="font-medium">Last error</dt>
      <dd className="break-words">
        {refunds.lastError ?? 'none recorded'}
        {refunds.lastAttemptAt ? ` · ${formatDate(refunds.lastAttemptAt)}` : ''}
      </dd>
    </dl>
  );
}

/** System: each part's readiness, the queues, the refunds waiting, and failed jobs to retry. */
export function SystemTab() {
  const system = useAdminSystem();
  const retry = useRetryJob();
  if (system.isPending) return <Spinner label="Checking the system" />;
  if (system.isError) return <Failed what="The system status" />;
  const s = system.data;
  const doRetry = async (queue: 'analysis' | 'email', id: string) => {
    try {
      toast({ title: 'Action Completed', description: (await retry.mutateAsync({ queue, id })).message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessageOr(error, 'Action failed') });
    }
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Services
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul aria-label="Services" className="divide-y text-sm">
            {s.checks.map((c) => (
              <li key={c.name} className="flex items-center justify-between gap-2 py-2">
                <div>
                  <p className="font-medium">{c.name}</p>
                  {c.detail ? <p className="text-muted-foreground">{c.detail}</p> : null}
                </div>
                <ToneBadge tone={c.ok ? 'green' : 'red'}>{c.ok ? 'Ready' : 'Down'}</ToneBadge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Refunds waiting
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          <RefundsWaiting refunds={s.refunds} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Queues
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">Queue</th>
                <th scope="col">Waiting</th>
                <th scope="col">Active</th>
                <th scope="col">Delayed</th>
                <th scope="col">Failed</th>
                <th scope="col">Done (1 h)</th>
                <th scope="col">Workers</th>
              </tr>
            </thead>
            <tbody>
              {s.queues.map((q) => (
                <tr key={q.name}>
                  <th scope="row">{q.name}</th>
                  <td>{q.waiting}</td>
                  <td>{q.active}</td>
                  <td>{q.delayed}</td>
                  <td>{q.failed}</td>
                  <td>{q.completedLastHour}</td>
                  <td>{q.workers}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <a className="text-primary underline-offset-4 hover:underline" href="/admin/queues" target="_blank" rel="noreferrer">
            Open Bull Board
          </a>
          <FailedJobs jobs={s.failedJobs} retrying={retry.isPending} onRetry={(job) => doRetry(job.queue as 'analysis' | 'email', job.id)} />
        </CardContent>
      </Card>
    </div>
  );
}
