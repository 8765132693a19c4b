import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, type TestRedis } from '@doco/testkit';
import { checkHandlers, createProducer, startWorker, WorkerSetupError, type Producer } from './index.ts';

const ANALYSIS_ID = '0b0a1d7e-54c4-4a7c-9a3e-1b1d5d3a2f10';

let redis: TestRedis;
let producer: Producer;

beforeAll(async () => {
  redis = await createTestRedis();
  producer = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
});
afterAll(async () => {
  await producer.close();
  await redis.cleanup();
});

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('worker set-up', () => {
  it('refuses to start when a job name has no handler', () => {
    expect(() => checkHandlers('analysis', {})).toThrow(WorkerSetupError);
    expect(() => checkHandlers('analysis', {})).toThrow(/no handler for analyse-document/);
  });

  it('refuses a handler for a job the queue does not carry', () => {
    const handler = async () => undefined;
    expect(() => checkHandlers('email', { 'send-email': handler, 'send-fax': handler })).toThrow(
      /handler for unknown job send-fax/,
    );
  });
});

describe('enqueue and consume', () => {
  it('validates payloads before they reach Redis', async () => {
    await expect(producer.enqueueAnalysis({ analysisId: 'not-a-uuid' })).rejects.toThrow();
    expect(await producer.queue('analysis').count()).toBe(0);
  });

  it('queues an analysis once however often it is started, and the worker gets the parsed payload', async () => {
    await producer.enqueueAnalysis({ analysisId: ANALYSIS_ID, requestId: 'req-1' });
    await producer.enqueueAnalysis({ analysisId: ANALYSIS_ID, requestId: 'req-2' });
    expect(await producer.queue('analysis').getJobCounts('waiting')).toEqual({ waiting: 1 });

    const seen: unknown[] = [];
    const done = deferred();
    const { stop } = startWorker({
      queue: 'analysis',
      redisUrl: redis.url,
      prefix: redis.prefix,
      handlers: {
        'analyse-document': async (payload) => {
          seen.push(payload);
          done.resolve();
        },
        'render-report': async () => {},
      },
    });
    await done.promise;
    await stop();
    expect(seen).toEqual([{ analysisId: ANALYSIS_ID, requestId: 'req-1' }]);
  });

  it('lets a running job finish on a graceful stop', async () => {
    const id = '6f1c2b9a-0d4e-4c1a-8f51-2a7b9e3c4d5e';
    const started = deferred();
    let finished = false;
    const { stop } = startWorker({
      queue: 'analysis',
      redisUrl: redis.url,
      prefix: redis.prefix,
      handlers: {
        'analyse-document': async () => {
          started.resolve();
          await new Promise((r) => setTimeout(r, 300));
          finished = true;
        },
        'render-report': async () => {},
      },
    });
    await producer.enqueueAnalysis({ analysisId: id });
    await started.promise;
    expect(await stop(5_000)).toBe('finished');
    expect(finished).toBe(true);
    const job = await producer.queue('analysis').getJob(id);
    expect(await job?.getState()).toBe('completed');
  });

  it('hands the job of a worker killed mid-job to another worker, which completes it once', async () => {
    const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    // Its own prefix: workers of a queue share one stalled-check timer, and earlier tests' workers
    // set it to the 30 s default.
    const prefix = `${redis.prefix}:stall`;
    const stallProducer = createProducer({ redisUrl: redis.url, prefix });
    const child = spawn(process.execPath, [fileURLToPath(new URL('../test/hanging-worker.ts', import.meta.url)), redis.url, prefix], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`started ${id}`)) resolve();
      });
    });
    await stallProducer.enqueueAnalysis({ analysisId: id });
    await started;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    let runs = 0;
    const done = deferred();
    const second = startWorker({
      queue: 'analysis',
      redisUrl: redis.url,
      prefix,
      stalledIntervalMs: 500,
      handlers: {
        'analyse-document': async () => {
          runs += 1;
          done.resolve();
        },
        'render-report': async () => {},
      },
    });
    await done.promise;
    await second.stop();
    expect(runs).toBe(1);
    const job = await stallProducer.queue('analysis').getJob(id);
    expect(await job?.getState()).toBe('completed');
    await stallProducer.close();
  }, 30_000);
});

describe('heartbeats', () => {
  it('a running worker reports itself (queue, version, concurrency, jobs done) and disappears when stopped', async () => {
    const { Redis } = await import('ioredis');
    const { heartbeatKey } = await import('./index.ts');
    const client = new Redis(redis.url);
    const started = startWorker({ queue: 'email', redisUrl: redis.url, prefix: redis.prefix, concurrency: 3, version: '1.2.3', handlers: { 'send-email': async () => {} } });
    let keys: string[] = [];
    for (let i = 0; i < 50 && keys.length === 0; i++) {
      keys = await client.keys(heartbeatKey(redis.prefix, 'email'));
      if (keys.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(keys).toHaveLength(1);
    expect(JSON.parse((await client.get(keys[0]!))!)).toMatchObject({ queue: 'email', version: '1.2.3', concurrency: 3, jobsDone: 0, currentJobs: [] });
    expect(await client.ttl(keys[0]!)).toBeGreaterThan(0);
    await started.stop();
    expect(await client.keys(heartbeatKey(redis.prefix, 'email'))).toEqual([]);
    client.disconnect();
  });
});
