import type { AdminSystem } from '@doco/contracts';
import { QUEUES } from '@doco/contracts';
import type { Producer } from '@doco/queue';
import type { GatewayDeps } from '../../deps.ts';

type FailedJob = AdminSystem['failedJobs'][number];
/** A job as BullMQ hands it back (the gateway reaches BullMQ only through @doco/queue). */
type Job = Awaited<ReturnType<ReturnType<Producer['queue']>['getFailed']>>[number];

/** What decides whether retrying a failed job can help (issue 27: Retry only where it can). */
export interface RetryFacts {
  name: string;
  /** The worker gave up for good (UnrecoverableError): the same input fails the same way. */
  permanent: boolean;
  /** The analysis an analysis-queue job is about: its status, or null when it no longer exists. */
  analysisStatus?: string | null;
}

/** Whether Retry is offered, and if not, why (in words for the operator). */
export function retryVerdict(facts: RetryFacts): { retryable: boolean; whyNot: string | null } {
  const no = (whyNot: string) => ({ retryable: false, whyNot });
  if (facts.permanent) return no('It failed for good: the worker found a problem a retry cannot fix.');
  if (facts.analysisStatus === undefined) return { retryable: true, whyNot: null };
  if (facts.analysisStatus === null) return no('Its analysis no longer exists (the document or the user was deleted).');
  if (facts.name === 'analyse-document' && facts.analysisStatus === 'failed') {
    return no('The analysis is already marked failed and its credit refunded: the buyer can start it again.');
  }
  if (facts.name === 'analyse-document' && facts.analysisStatus === 'completed') return no('The analysis has completed since.');
  if (facts.name === 'render-report' && facts.analysisStatus !== 'completed') return no('Its analysis is not complete, so there is no report to render.');
  return { retryable: true, whyNot: null };
}

/**
 * BullMQ records why each attempt failed; a job stopped by an UnrecoverableError says so in its last
 * trace (and stopped before using its attempts).
 */
export function failedForGood(job: Pick<Job, 'stacktrace' | 'attemptsMade' | 'opts'>): boolean {
  const last = job.stacktrace?.at(-1) ?? '';
  return last.startsWith('UnrecoverableError') || job.attemptsMade < (job.opts.attempts ?? 1);
}

const analysisIdOf = (job: Job) => (typeof job.data?.analysisId === 'string' ? (job.data.analysisId as string) : null);

/**
 * The newest failed jobs of both queues, each with whose it was and what document it was about
 * (read from the gateway's own tables), its whole message, and whether Retry can help.
 */
export async function describeFailedJobs(deps: GatewayDeps, perQueue = 20): Promise<FailedJob[]> {
  const jobs = (await Promise.all([QUEUES.analysis, QUEUES.email].map(async (queue) => (await deps.producer.queue(queue).getFailed(0, perQueue - 1)).map((job) => ({ queue, job }))))).flat();
  return describeJobs(deps, jobs);
}

/** Failed jobs as the System tab shows them (see describeFailedJobs). */
export async function describeJobs(deps: GatewayDeps, jobs: Array<{ queue: string; job: Job }>): Promise<FailedJob[]> {
  const analysisIds = [...new Set(jobs.flatMap(({ queue, job }) => (queue === QUEUES.analysis && analysisIdOf(job) ? [analysisIdOf(job)!] : [])))].filter((id) =>
    /^[0-9a-f-]{36}$/i.test(id),
  );
  const analyses = analysisIds.length
    ? await deps.db
        .selectFrom('analyses')
        .innerJoin('documents', 'documents.id', 'analyses.documentId')
        .innerJoin('users', 'users.id', 'documents.userId')
        .select(['analyses.id', 'analyses.status', 'documents.originalName', 'users.email'])
        .where('analyses.id', 'in', analysisIds)
        .execute()
    : [];
  const byId = new Map(analyses.map((a) => [a.id, a]));
  return jobs.map(({ queue, job }) => {
    const analysisId = queue === QUEUES.analysis ? analysisIdOf(job) : null;
    const analysis = analysisId ? byId.get(analysisId) : undefined;
    const verdict = retryVerdict({
      name: job.name,
      permanent: failedForGood(job),
      ...(queue === QUEUES.analysis ? { analysisStatus: analysis?.status ?? null } : {}),
    });
    const data = (job.data ?? {}) as Record<string, unknown>;
    const mailData = (data.data ?? {}) as Record<string, unknown>;
    return {
      queue,
      id: String(job.id),
      name: job.name,
      error: job.failedReason ?? null,
      failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      attempts: job.attemptsMade,
      user: analysis?.email ?? (typeof data.to === 'string' ? data.to : null),
      document: analysis?.originalName ?? (typeof mailData.documentName === 'string' ? mailData.documentName : null),
      ...verdict,
    };
  });
}
