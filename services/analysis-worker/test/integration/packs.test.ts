// A pack (issue 28) from upload to completed, through the real gateway and real worker processes:
// several files read in one sandbox child as one analysis, for one credit, each page cited by its file.
import { packFileRefusal } from '@doco/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/pipeline/errors.ts';
import { textPdf } from '../fixtures/build.ts';
import { pdfText } from '../pdf-text.ts';
import { documents } from './documents.ts';
import { sleep, startStack, type Stack } from './stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workerEnv: { ANALYSIS_CONCURRENCY: '1', OCR_CONCURRENCY: '1' } });
  await stack.startWorkerProcess();
}, 90_000);
afterAll(() => stack?.close(), 60_000);

// Two files written for this test: a contract of two pages, and a title search whose mortgage is a concern.
const CONTRACT = [
  ['Contract of Sale of Real Estate', 'Property address: 4 Banksia Terrace, Warrnambool VIC 3280', 'Vendor: Rosalind Hartigan', 'Price: $712,000', 'Deposit: $71,200'].join('\n'),
  ['Special conditions', '1. Settlement is due 60 days after the day of sale.', '2. The purchaser has inspected the property.'].join('\n'),
];
const TITLE = [
  ['REGISTER SEARCH STATEMENT', 'Volume 11873 Folio 402', 'REGISTERED PROPRIETOR', 'ROSALIND HARTIGAN', 'ENCUMBRANCES', 'MORTGAGE AZ310577 to Tidewater Savings Bank Ltd'].join('\n'),
];

async function startPack(cookie: string, files: { name: string; content: Buffer }[]) {
  const uploaded = await stack.uploadPack(cookie, files);
  expect(uploaded.statusCode, JSON.stringify(uploaded.json())).toBe(201);
  const { analysis } = uploaded.json();
  expect((await stack.start(cookie, analysis.id)).statusCode).toBe(202);
  return analysis.id;
}

describe('a pack of two text PDFs', () => {
  it('is read into one result whose files give each its pages, stored with the text of both and cited by file in the report', async () => {
    const { user, cookie } = await stack.signIn();
    const analysisId = await startPack(cookie, [
      { name: 'contract.pdf', content: await textPdf(CONTRACT) },
      { name: 'title search.pdf', content: await textPdf(TITLE) },
    ]);
    expect((await stack.deps.billing.balance(user.id)).totalCreditsRemaining).toBe(0);
    const details = new Set<string>();
    const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 100_000, intervalMs: 20, onPoll: (b) => b.analysis.stageDetail && details.add(b.analysis.stageDetail) });
    expect(body.analysis.status, body.analysis.errorMessage ?? '').toBe('completed');
    expect(body.files).toEqual([
      { name: 'contract.pdf', firstPage: 1, pageCount: 2 },
      { name: 'title search.pdf', firstPage: 3, pageCount: 1 },
    ]);
    const mortgage = body.concerns.find((c) => c.kind === 'mortgage_to_discharge');
    expect(mortgage?.location).toMatch(/^Page 3\b/);
    // What the polling browser saw while the files were read (when a poll fell on it).
    for (const detail of details) expect(detail).toMatch(/^Reading file [12] of 2/);

    const text = await stack.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    const pages = text.content.split('\f');
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('Tidewater Savings Bank');
    const report = await pdfText((await stack.app.inject({ url: `/api/analyses/${analysisId}/report.pdf`, headers: { cookie } })).rawPayload);
    expect(report.text).toContain('Documents: contract.pdf, title search.pdf');
    expect(report.text).toContain('title search.pdf, page 1');
  });

  it('fails with a message naming a damaged file, and gives the credit back', async () => {
    const { user, cookie } = await stack.signIn();
    const analysisId = await startPack(cookie, [
      { name: 'contract.pdf', content: await textPdf(CONTRACT) },
      { name: 'statement.pdf', content: documents.corruptPdf() },
    ]);
    const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 100_000 });
    expect(body.analysis).toMatchObject({ status: 'failed', errorMessage: packFileRefusal('statement.pdf', MESSAGES.damagedPdf) });
    let balance = await stack.deps.billing.balance(user.id);
    for (let i = 0; i < 100 && balance.totalCreditsRemaining < 1; i++) {
      await sleep(50);
      balance = await stack.deps.billing.balance(user.id);
    }
    expect(balance.totalCreditsRemaining).toBe(1);
  });
});
