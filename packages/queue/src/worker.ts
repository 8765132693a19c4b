import { Worker, type Job } from 'bullmq';
import { JOB_NAMES, JOB_PAYLOADS, type JobName, type JobPayload, type QueueName } from '@doco/contracts';
import { DEFAULT_PREFIX, redisOptions } from './connection.ts';

export interface JobContext {
  job: Job;
  /** Records progress on the BullMQ job (the database keeps the user-facing stage). */
  progress(value: number): Promise<void>;
}
type Handler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<unknown>;
export type Handlers<Q extends QueueName> = { [N in (typeof JOB_NAMES)[Q][number]]: Handler<N> };

export interface WorkerOptions<Q extends QueueName> {
  queue: Q;
  handlers: Handlers<Q>;
  redisUrl: string;
  prefix?: string;
  concurrency?: number;
  /** Reported in the worker's heartbeat (the admin portal's System tab). */
  version?: string;
  /** A job whose lock is not renewed within this time is handed to another worker. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

export class WorkerSetupError extends Error {
  override name = 'WorkerSetupError';
}

/** Refuses to start unless every job name of the queue has exactly one handler and none is unknown. */
export function checkHandlers(queue: QueueName, handlers: Record<string, unknown>) {
  const expected = new Set<string>(JOB_NAMES[queue]);
  const given = Object.keys(handlers);
  const missing = [...expected].filter((name) => typeof handlers[name] !== 'function');
  const unknown = given.filter((name) => !expected.has(name));
  if (missing.length || unknown.length) {
    const parts = [
      missing.length ? `no handler for ${missing.join(', ')}` : '',
      unknown.length ? `handler for unknown job ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new WorkerSetupError(`Queue "${queue}": ${parts.join('; ')}`);
  }
}

import { startHeartbeat } from './heartbeat.ts';

export function startWorker<Q extends QueueName>(options: WorkerOptions<Q>) {
  const { queue, handlers, redisUrl, prefix = DEFAULT_PREFIX, concurrency = 1 } = options;
  checkHandlers(queue, handlers);
  const table = handlers as unknown as Record<string, Handler<JobName>>;

  const worker = new Worker(
    queue,
    async (job: Job) => {
      const handler = table[job.name];
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      const payload = JOB_PAYLOADS[job.name as JobName].parse(job.data);
      return handler(payload as never, { job, progress: (value) => job.updateProgress(value) });
    },
    {
      connection: redisOptions(redisUrl),
      prefix,
      concurrency,
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
      maxStalledCount: 2,
    },
  );

  const heartbeat = startHeartbeat(worker, { redisUrl, queue, prefix, concurrency, version: options.version ?? 'dev' });

  /**
   * Graceful stop: let running jobs finish. Past the grace period it gives up waiting and answers
   * 'forced'; the caller then exits, the job's lock expires and the stalled-job check hands the job
   * to another worker. (A forced close cannot follow a graceful one: BullMQ would wait on the first.)
   */
  async function stop(graceMs = 25_000) {
    let timer: NodeJS.Timeout | undefined;
    const forced = new Promise<'forced'>((resolve) => {
      timer = setTimeout(() => resolve('forced'), graceMs);
    });
    await heartbeat.stop();
    const outcome = await Promise.race([worker.close().then(() => 'finished' as const), forced]);
    clearTimeout(timer);
    return outcome;
  }

  return { worker, stop };
}
export type StartedWorker = ReturnType<typeof startWorker>;
