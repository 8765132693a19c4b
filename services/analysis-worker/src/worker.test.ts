import { createProducer, startWorker } from '@doco/queue';
import { createTestRedis, type TestRedis } from '@doco/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../test/fixtures/documents.ts';
import { createHarness, resultCounts, seedDocument, type Harness } from '../test/harness.ts';
import { analyseDocumentHandler } from './pipeline/handler.ts';
import { renderReportHandler } from './pipeline/render-report-handler.ts';
import { MESSAGES } from './pipeline/errors.ts';

let h: Harness;
let redis: TestRedis;
let worker: ReturnType<typeof startWorker>;
let producer: ReturnType<typeof createProducer>;

beforeAll(async () => {
  h = await createHarness();
  redis = await createTestRedis();
  worker = startWorker({
    queue: 'analysis',
    redisUrl: redis.url,
    prefix: redis.prefix,
    concurrency: 2,
    handlers: {
      'analyse-document': analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits }),
      'render-report': renderReportHandler({ db: h.db, storage: h.storage, logger: h.logger }),
    },
  });
  producer = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
});
afterAll(async () => {
  await producer?.close();
  await worker?.stop(5_000);
  await redis?.cleanup();
  await h?.close();
});

async function waitForStatus(analysisId: string, statuses: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await h.db.selectFrom('analyses').selectAll().where('id', '=', analysisId).executeTakeFirstOrThrow();
    if (statuses.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`analysis still ${row.status} at stage ${row.stage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the worker on a real queue', () => {
  it('takes an enqueued analysis to completed, and an enqueue of the same analysis again runs nothing twice', async () => {
    const seeded = await seedDocument(h, await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), 'queued.pdf');
    await producer.enqueueAnalysis({ analysisId: seeded.analysisId });
    const done = await waitForStatus(seeded.analysisId, ['completed', 'failed']);
    expect(done).toMatchObject({ status: 'completed', stage: 'done', progress: 100 });
    const counts = await resultCounts(h, seeded.analysisId);
    expect(counts.concerns).toBeGreaterThan(0);

    const job = await producer.queue('analysis').getJob(seeded.analysisId);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toMatchObject({ outcome: 'completed', pages: 2 });

    // Same jobId: BullMQ keeps one job, and the results stay one set.
    await producer.enqueueAnalysis({ analysisId: seeded.analysisId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await resultCounts(h, seeded.analysisId)).toEqual(counts);
  });

  it('a corrupt file fails the job without retries and marks the analysis failed', async () => {
    const seeded = await seedDocument(h, Buffer.from('%PDF-1.7\nthis is not really a pdf\n'), 'broken.pdf', { consumed: true });
    await producer.enqueueAnalysis({ analysisId: seeded.analysisId });
    const failed = await waitForStatus(seeded.analysisId, ['completed', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: MESSAGES.damagedPdf });

    const job = await producer.queue('analysis').getJob(seeded.analysisId);
    await expect.poll(() => job?.getState()).toBe('failed');
    const fresh = await producer.queue('analysis').getJob(seeded.analysisId);
    expect(fresh?.attemptsMade).toBe(1);
    const refunds = await h.db.selectFrom('creditLedger').select('delta').where('idempotencyKey', '=', `refund:${seeded.analysisId}`).execute();
    expect(refunds).toEqual([{ delta: 1 }]);
  });
});
