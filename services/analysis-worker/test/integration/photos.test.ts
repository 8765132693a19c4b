// A photographed page from upload to report, through the real gateway and a real worker process: read by
// OCR in the sandbox child, analysed, its text kept for the viewer; a photo that turns out damaged only
// when decoded fails with the buyer's message and gives the credit back.
import { readFileSync } from 'node:fs';
import { UPLOAD_REFUSALS } from '@doco/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoOfPage } from '../fixtures/photo.ts';
import { startStack, type Stack } from './stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workerEnv: { ANALYSIS_CONCURRENCY: '1', OCR_CONCURRENCY: '1' } });
  await stack.startWorkerProcess();
}, 90_000);
afterAll(() => stack?.close(), 60_000);

const PAGE = [
  'VENDOR STATEMENT - SECTION 32 OF THE SALE OF LAND ACT 1962 (VIC)',
  'Property address: 6 Currawong Street, Kyneton VIC 3444',
  'Title: Volume 10877 Folio 052',
  'Planning overlays: Heritage Overlay (HO311).',
];

async function uploadAndStart(cookie: string, name: string, content: Buffer) {
  const uploaded = await stack.upload(cookie, name, content);
  expect(uploaded.statusCode, JSON.stringify(uploaded.json())).toBe(201);
  const { document, analysis } = uploaded.json() as { document: { id: string }; analysis: { id: string } };
  expect((await stack.start(cookie, analysis.id)).statusCode).toBe(202);
  return { documentId: document.id, analysisId: analysis.id };
}

describe('a photographed page', () => {
  it('is read by OCR, analysed, and its text kept as a scanned page', async () => {
    const { cookie } = await stack.signIn();
    const photo = photoOfPage(PAGE, { skew: -3, orientation: 6, shadow: true });
    const { documentId, analysisId } = await uploadAndStart(cookie, 'IMG_5521.JPG', photo);
    const body = await stack.waitForAnalysis(cookie, analysisId);
    expect(body.analysis.status).toBe('completed');
    expect(body.scannedPages).toEqual([{ page: 1, confidence: expect.any(Number) }]);
    const text = await stack.app.inject({ url: `/api/documents/${documentId}/text`, headers: { cookie } });
    expect(text.json()).toMatchObject({ kind: 'jpg', pages: [{ page: 1, text: expect.stringContaining('Property address: 6 Currawong Street, Kyneton VIC 3444') }] });
  }, 120_000);

  it('that is damaged past its header fails with the reason, and the credit comes back', async () => {
    const { user, cookie } = await stack.signIn();
    const before = (await stack.deps.billing.balance(user.id)).totalCreditsRemaining;
    const heic = readFileSync(new URL('../fixtures/photographed-page.heic', import.meta.url));
    const { analysisId } = await uploadAndStart(cookie, 'IMG_5522.HEIC', heic.subarray(0, 900));
    const body = await stack.waitForAnalysis(cookie, analysisId);
    expect(body.analysis).toMatchObject({ status: 'failed', errorMessage: UPLOAD_REFUSALS.damagedPhoto });
    // The refund is owed with the failed status and delivered right after it.
    let balance = await stack.deps.billing.balance(user.id);
    for (let i = 0; i < 100 && balance.totalCreditsRemaining < before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      balance = await stack.deps.billing.balance(user.id);
    }
    expect(balance.totalCreditsRemaining).toBe(before);
  }, 120_000);
});
