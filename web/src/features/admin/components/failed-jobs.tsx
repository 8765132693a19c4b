import type { AdminSystem } from '@doco/contracts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

type FailedJob = AdminSystem['failedJobs'][number];

/**
 * Failed jobs (issue 27): whose job it was and which document, the whole message, and Retry only
 * for a failure a retry can fix; otherwise why not.
 */
export function FailedJobs({ jobs, retrying, onRetry }: { jobs: FailedJob[]; retrying: boolean; onRetry: (job: FailedJob) => void }) {
  if (jobs.length === 0) return <p className="text-muted-foreground">No failed jobs</p>;
  return (
    <ul aria-label="Failed jobs" className="divide-y">
      {jobs.map((job) => (
        <li key={`${job.queue}:${job.id}`} className="flex flex-col gap-1 py-3">
          <p className="font-medium">
            {job.document ?? job.name} · {job.user ?? 'unknown user'}
          </p>
          <p className="text-muted-foreground">
            {job.queue} · {job.name} · {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'}
            {job.failedAt ? ` · ${formatDate(job.failedAt)}` : ''}
          </p>
          <p className="whitespace-pre-wrap break-words">{job.error ?? 'No error was recorded.'}</p>
          {job.retryable ? (
            <Button size="sm" variant="outline" className="w-fit" disabled={retrying} onClick={() => onRetry(job)}>
              Retry<span className="sr-only"> {job.document ?? job.name}</span>
            </Button>
          ) : (
            <p className="text-muted-foreground">No retry: {job.whyNot}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
