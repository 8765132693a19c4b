import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf, textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, resultCounts, seedDocument, type Harness } from '../../test/harness.ts';
import type { AnalyseFn } from '../engine/types.ts';
import { MESSAGES } from './errors.ts';
import { analyseDocumentHandler } from './handler.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const handler = (analyse?: AnalyseFn) =>
  analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits, ...(analyse ? { analyse } : {}) });
const analysisRow = (id: string) => h.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledger = (analysisId: string) =>
  h.db.selectFrom('creditLedger').selectAll().where('analysisId', '=', analysisId).orderBy('createdAt').execute();

describe('a file no retry can fix', () => {
  it('a corrupt PDF fails at once with a readable message, and the credit comes back exactly once', async () => {
    const good = await textPdf([SECTION32_PAGE_1]);
    const corrupt = Buffer.concat([good.subarray(0, 16), Buffer.alloc(4000, 0x41)]);
    const seeded = await seedDocument(h, corrupt, 'contract.pdf', { consumed: true });

    // First attempt of three, yet no retry: the job fails for good.
    const attempt = handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 0, of: 3 }).ctx);
    await expect(attempt).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(attempt).rejects.toThrow(MESSAGES.damagedPdf);

    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.damagedPdf, completedAt: null });
    const [consume, refund, ...rest] = await ledger(seeded.analysisId);
    expect(rest).toEqual([]);
    expect(refund).toMatchObject({
      userId: seeded.userId,
      kind: consume!.kind,
      delta: 1,
      expiresAt: consume!.expiresAt,
      idempotencyKey: `refund:${seeded.analysisId}`,
    });
    expect(refund!.reason).toContain(MESSAGES.damagedPdf);

    // The job delivered again (e.g. a stalled-job check) and a second refund call change nothing.
    await expect(handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx)).resolves.toEqual({
      outcome: 'skipped',
      reason: 'failed',
    });
    await h.credits.refund(seeded.analysisId, 'again');
    expect(await ledger(seeded.analysisId)).toHaveLength(2);
    expect(await resultCounts(h, seeded.analysisId)).toEqual({ concerns: 0, cpa: 0, texts: 0, reports: 0 });
  });

  it('a password-protected PDF says so', async () => {
    const seeded = await seedDocument(h, await encryptedPdf(SECTION32_PAGE_1), 'locked.pdf', { consumed: true });
    await expect(handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.passwordProtected });
    expect((await ledger(seeded.analysisId)).map((e) => e.delta)).toEqual([-1, 1]);
  });

  it('a program renamed .pdf is refused as an unsupported file', async () => {
    const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(512, 0)]);
    const seeded = await seedDocument(h, exe, 'contract.pdf');
    await expect(handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx)).rejects.toThrow(MESSAGES.unsupported);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.unsupported });
    // No credit was consumed for this analysis, so there is nothing to refund.
    expect(await ledger(seeded.analysisId)).toEqual([]);
  });

  it('a document with no text anywhere fails with "could not read any text"', async () => {
    const seeded = await seedDocument(h, Buffer.from('   \n\n  \t '), 'blank.txt', { consumed: true });
    await expect(handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx)).rejects.toThrow(MESSAGES.noText);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.noText });
  });

  it('a stored file that has disappeared fails with a message to upload again', async () => {
    const seeded = await seedDocument(h, Buffer.from(SECTION32_PAGE_1), 'gone.txt', { consumed: true });
    const { storageKey } = await h.db.selectFrom('documents').select('storageKey').where('id', '=', seeded.documentId).executeTakeFirstOrThrow();
    await h.storage.delete(storageKey);
    await expect(handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx)).rejects.toThrow(MESSAGES.missingFile);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed', errorMessage: MESSAGES.missingFile });
  });
});

describe('an error a retry may fix', () => {
  const crashing: AnalyseFn = () => {
    throw new Error('engine crashed: internal detail users must not see');
  };

  it('before the last attempt: rethrown for BullMQ to retry; nothing failed, nothing refunded', async () => {
    const seeded = await seedDocument(h, Buffer.from(SECTION32_PAGE_1), 'a.txt', { consumed: true });
    const attempt = handler(crashing)({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 1, of: 3 }).ctx);
    await expect(attempt).rejects.toThrow('engine crashed');
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'processing', stage: 'queued', progress: 0, errorMessage: null });
    expect(await ledger(seeded.analysisId)).toHaveLength(1);
  });

  it('on the last attempt: failed with a generic readable message and the credit refunded', async () => {
    const seeded = await seedDocument(h, Buffer.from(SECTION32_PAGE_1), 'b.txt', { consumed: true });
    await expect(
      handler(crashing)({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 2, of: 3 }).ctx),
    ).rejects.toThrow('engine crashed');
    const analysis = await analysisRow(seeded.analysisId);
    expect(analysis).toMatchObject({ status: 'failed', errorMessage: MESSAGES.unexpected });
    expect(analysis.errorMessage).not.toContain('internal');
    expect((await ledger(seeded.analysisId)).map((e) => e.idempotencyKey)).toEqual([`consume:${seeded.analysisId}`, `refund:${seeded.analysisId}`]);
  });

  it('a job with a single attempt treats its only attempt as the last', async () => {
    const seeded = await seedDocument(h, Buffer.from(SECTION32_PAGE_1), 'c.txt', { consumed: true });
    await expect(handler(crashing)({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 0, of: 1 }).ctx)).rejects.toThrow();
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'failed' });
    expect(await ledger(seeded.analysisId)).toHaveLength(2);
  });
});
