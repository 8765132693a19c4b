import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigImagePdf, textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, seedDocument, type Harness } from '../../test/harness.ts';
import { MESSAGES } from '../pipeline/errors.ts';
import { analyseDocumentHandler } from '../pipeline/handler.ts';
import { DEFAULT_SANDBOX, type SandboxLimits } from './run.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const handler = (sandbox: SandboxLimits) => analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits, sandbox });
const analysisRow = (id: string) => h.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refunds = async (analysisId: string) =>
  (await h.db.selectFrom('creditLedger').selectAll().where('analysisId', '=', analysisId).execute()).filter((e) => e.delta > 0);

describe('documents are read, and the engine run, in a sandbox child', () => {
  it('a memory bomb kills only its child: failed with a message, one refund, and a document beside it completes', async () => {
    // A 7000 x 7000 JPEG decodes to ~200 MB of pixels: past a 160 MB child, well under the default 512 MB.
    const bomb = await seedDocument(h, await bigImagePdf(7000, 7000), 'bomb.pdf', { consumed: true });
    const normal = await seedDocument(h, await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), 'normal.pdf', { consumed: true });
    // The bomb's jobs get a small ceiling; the normal document, in the same worker at the same time, the default.
    const [bombOutcome, normalOutcome] = await Promise.allSettled([
      handler({ memoryMb: 160, timeoutMs: 60_000 })({ analysisId: bomb.analysisId }, jobContext(h, bomb.analysisId, { made: 0, of: 3 }).ctx),
      handler(DEFAULT_SANDBOX)({ analysisId: normal.analysisId }, jobContext(h, normal.analysisId).ctx),
    ]);

    expect(bombOutcome.status).toBe('rejected');
    expect((bombOutcome as PromiseRejectedResult).reason).toBeInstanceOf(UnrecoverableError);
    expect(await analysisRow(bomb.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.tooComplex });
    expect(await refunds(bomb.analysisId)).toHaveLength(1);

    expect(normalOutcome).toMatchObject({ status: 'fulfilled', value: { outcome: 'completed', pages: 2 } });
    expect(await analysisRow(normal.analysisId)).toMatchObject({ status: 'completed' });
  }, 120_000);

  it('a document that takes longer than the wall-clock limit fails with a message and one refund', async () => {
    const slow = await seedDocument(h, await textPdf([SECTION32_PAGE_1]), 'slow.pdf', { consumed: true });
    // 1 ms is less than any child needs to answer, started or not, so this one is always stopped by the clock.
    await expect(handler({ memoryMb: 300, timeoutMs: 1 })({ analysisId: slow.analysisId }, jobContext(h, slow.analysisId).ctx)).rejects.toThrow(
      MESSAGES.tookTooLong,
    );
    expect(await analysisRow(slow.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.tookTooLong });
    expect(await refunds(slow.analysisId)).toHaveLength(1);
  }, 60_000);
});
