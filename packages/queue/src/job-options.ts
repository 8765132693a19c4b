import type { JobsOptions } from 'bullmq';
import type { QueueName } from '@doco/contracts';

/**
 * Job options in one place. jobId is always the entity id (set by the enqueue helpers), so a job
 * enqueued twice runs once. Failed jobs are kept for inspection.
 */
export const JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  analysis: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
  email: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 10_000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
};
