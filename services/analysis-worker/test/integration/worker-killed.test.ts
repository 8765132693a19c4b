// A worker process SIGKILLed in the middle of an analysis: BullMQ's stalled-job check hands the job
// to a second worker process, which completes it, and the results exist exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from './documents.ts';
import { sleep, startStack, type Stack } from './stack.ts';

let stack: Stack;

beforeAll(async () => {
  // Its own stack and so its own Redis prefix: the workers of one queue share the stalled-check
  // timer, so every worker here uses short timings (production keeps 30 s). The lock still leaves
  // a busy machine room to renew it (every 4 s), so only the killed worker's job counts as stalled.
  stack = await startStack({
    workerEnv: { WORKER_LOCK_MS: '8000', WORKER_STALLED_INTERVAL_MS: '1000', ANALYSIS_CONCURRENCY: '1', OCR_CONCURRENCY: '1' },
  });
}, 60_000);
afterAll(() => stack?.close(), 60_000);

describe('a worker killed during a job', () => {
  it('is replaced by a second worker process, and the analysis completes with one set of results', async () => {
    // The embedded OCR engine is the slow one: the job is still reading pages when the worker dies.
    const slowOcr = { OCR_ENGINE: 'tesseractjs' };
    const first = await stack.startWorkerProcess(slowOcr);
    const { user, cookie } = await stack.signIn();
    // Twelve image-only pages: OCR keeps the job busy for several seconds, long enough to start a second worker and kill the first mid-way.
    const uploaded = (await stack.upload(cookie, 'scanned-contract.pdf', await documents.scannedPdf(12))).json();
    const analysisId = uploaded.analysis.id;
    expect((await stack.start(cookie, analysisId)).statusCode).toBe(202);

    // Wait until the first worker is past extracting (reading pages by OCR), then start the second.
    const deadline = Date.now() + 60_000;
    let seen = await stack.getAnalysis(cookie, analysisId);
    while (seen.analysis.stage !== 'ocr') {
      if (Date.now() > deadline || seen.analysis.status !== 'pending' && seen.analysis.status !== 'processing') {
        throw new Error(`never saw the OCR stage: ${JSON.stringify(seen.analysis)}\n${first.output()}`);
      }
      await sleep(50);
      seen = await stack.getAnalysis(cookie, analysisId);
    }
    const second = await stack.startWorkerProcess(slowOcr);
    const stillRunning = await stack.getAnalysis(cookie, analysisId);
    expect(stillRunning.analysis.status).toBe('processing');
    expect(stillRunning.analysis.stage).toBe('ocr');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 90_000 });
    expect(body.analysis, second.output()).toMatchObject({ status: 'completed', stage: 'done', progress: 100 });
    expect(body.concerns.map((c) => c.context).join('\n')).toMatch(/HO77/);

    // Exactly one set of results: one row per concern (positions 0..n-1, no repeats), one of each
    // summary row, one report row and one stored report object.
    const concerns = await stack.db.selectFrom('concerns').select(['position', 'title', 'context']).where('analysisId', '=', analysisId).orderBy('position').execute();
    expect(concerns.length).toBe(body.concerns.length);
    expect(concerns.map((c) => c.position)).toEqual(concerns.map((_, i) => i));
    expect(new Set(concerns.map((c) => `${c.title}|${c.context}`)).size).toBe(concerns.length);
    for (const table of ['reports', 'comprehensivePropertyAnalysis', 'analysisTexts'] as const) {
      const rows = await stack.db.selectFrom(table).select('analysisId').where('analysisId', '=', analysisId).execute();
      expect(rows, table).toHaveLength(1);
    }
    expect(await stack.storedKeys(`reports/${user.id}`)).toEqual([`reports/${user.id}/${analysisId}.pdf`]);
    const report = await stack.app.inject({ url: `/api/analyses/${analysisId}/report.pdf`, headers: { cookie } });
    expect(report.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // One charge, no refund; and the queue's job finished once, on the second worker.
    const ledger = await stack.db.selectFrom('creditLedger').select('idempotencyKey').where('analysisId', '=', analysisId).execute();
    expect(ledger).toEqual([{ idempotencyKey: `consume:${analysisId}` }]);
    const job = await stack.deps.producer.queue('analysis').getJob(analysisId);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toMatchObject({ outcome: 'completed', pages: 12, ocrPages: 12 });
    // Handed over once by the stalled-job check, and finished in one attempt (no failed try before it).
    expect(job?.stalledCounter).toBe(1);
    expect(job?.attemptsMade).toBe(1);
  }, 150_000);
});
