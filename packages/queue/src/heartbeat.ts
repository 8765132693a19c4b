import { hostname } from 'node:os';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { redisOptions } from './connection.ts';

/** What each worker process says about itself every few seconds (the admin portal's System tab reads it). */
export interface Heartbeat {
  queue: string;
  id: string;
  version: string;
  concurrency: number;
  jobsDone: number;
  currentJobs: string[];
  startedAt: string;
  at: string;
}

export const HEARTBEAT_EVERY_MS = 10_000;
/** A heartbeat not renewed for this long is gone: the worker died or stopped. */
export const HEARTBEAT_TTL_S = 30;

export const heartbeatKey = (prefix: string, queue: string, id = '*') => `${prefix}:heartbeat:${queue}:${id}`;

export function startHeartbeat(worker: Worker, options: { redisUrl: string; queue: string; prefix: string; concurrency: number; version: string }) {
  // Its own small connection: the worker's are BullMQ's (one of them blocks waiting for jobs).
  const client = new Redis({ ...redisOptions(options.redisUrl), lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  const id = `${hostname()}-${process.pid}`;
  const key = heartbeatKey(options.prefix, options.queue, id);
  const startedAt = new Date().toISOString();
  const current = new Set<string>();
  let jobsDone = 0;
  worker.on('active', (job) => {
    if (job.id) current.add(job.id);
  });
  const finished = (job: { id?: string | undefined } | undefined) => {
    if (job?.id) current.delete(job.id);
    jobsDone++;
  };
  worker.on('completed', finished);
  worker.on('failed', finished);

  const beat = async () => {
    const data: Heartbeat = { queue: options.queue, id, version: options.version, concurrency: options.concurrency, jobsDone, currentJobs: [...current], startedAt, at: new Date().toISOString() };
    await client.set(key, JSON.stringify(data), 'EX', HEARTBEAT_TTL_S);
  };
  void beat().catch(() => {});
  const timer = setInterval(() => void beat().catch(() => {}), HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await client.del(key).catch(() => {});
      client.disconnect();
    },
  };
}
