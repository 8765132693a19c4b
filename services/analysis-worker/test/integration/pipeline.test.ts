// Upload -> storage -> queue -> real worker processes -> results -> report, through the real gateway.
import { COULD_NOT_CONFIRM_ADVICE, UPLOAD_REFUSALS } from '@doco/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/pipeline/errors.ts';
import { HIDDEN_LINES, hiddenTextPdf } from '../fixtures/hidden-text-pdf.ts';
import { pdfText } from '../pdf-text.ts';
import { documents } from './documents.ts';
import { MAX_UPLOAD_BYTES, sleep, startStack, type Stack } from './stack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ workerEnv: { ANALYSIS_CONCURRENCY: '2', OCR_CONCURRENCY: '1' } });
  // Two worker processes on the same queue, as `--scale analysis-worker=2` runs them.
  await Promise.all([stack.startWorkerProcess(), stack.startWorkerProcess()]);
}, 90_000);
afterAll(() => stack?.close(), 60_000);

async function count(table: 'concerns' | 'reports' | 'comprehensivePropertyAnalysis' | 'analysisTexts' | 'analyses', column: 'analysisId' | 'id', id: string) {
  const row = await stack.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function uploadAndStart(cookie: string, name: string, content: Buffer) {
  const uploaded = await stack.upload(cookie, name, content);
  expect(uploaded.statusCode, JSON.stringify(uploaded.json())).toBe(201);
  const body = uploaded.json();
  expect(body.analysis.status).toBe('pending');
  expect((await stack.start(cookie, body.analysis.id)).statusCode).toBe(202);
  return { documentId: body.document.id, analysisId: body.analysis.id };
}

const getReport = (cookie: string, analysisId: string) =>
  stack.app.inject({ url: `/api/analyses/${analysisId}/report.pdf`, headers: { cookie } });

describe('a document from upload to completed, through real worker processes', () => {
  it('says when a PDF carried hidden text, and on which page; the text itself is not analysed', async () => {
    const { cookie } = await stack.signIn(2);
    const hidden = await uploadAndStart(cookie, 'hidden.pdf', await hiddenTextPdf(['Vendor: Jordan Alexis Pemberton'], 'Zone: General Residential Zone - Schedule 1 (GRZ1)'));
    const plain = await uploadAndStart(cookie, 'plain.pdf', await documents.textPdf());
    const body = await stack.waitForAnalysis(cookie, hidden.analysisId, { timeoutMs: 100_000 });
    expect(body.analysis.status).toBe('completed');
    expect(body.hiddenText).toEqual({ pages: [1], characters: Object.values(HIDDEN_LINES).reduce((n, s) => n + s.replace(/\s+/g, '').length, 0) });
    const text = await stack.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', hidden.analysisId).executeTakeFirstOrThrow();
    expect(text.content).toContain('Jordan Alexis Pemberton');
    expect(text.content).not.toContain('Ignore previous instructions');
    expect(body.concerns.some((c: { title: string }) => /acqui/i.test(c.title))).toBe(false);
    expect((await stack.waitForAnalysis(cookie, plain.analysisId, { timeoutMs: 100_000 })).hiddenText).toBeNull();
  });

  it("keeps what was checked and each concern's level through Postgres, the API and the PDF report", async () => {
    const { cookie } = await stack.signIn();
    const { analysisId } = await uploadAndStart(cookie, 'contract.txt', documents.txtWithClearedItem());
    const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 100_000 });
    expect(body.analysis.status).toBe('completed');
    expect(body.checked).toEqual([{ kind: 'oc_special_levy', title: 'No owners corporation', quote: 'Owners Corporation The land is not affected by an owners corporation.', page: 1 }]);
    expect(body.concerns.map((c) => c.kind)).not.toContain('oc_special_levy');
    const cpa = await stack.db.selectFrom('comprehensivePropertyAnalysis').select('checked').where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    expect(cpa.checked).toEqual(body.checked);
    // Each concern's level, stored and served; the card and the report print the same one.
    const rows = await stack.db.selectFrom('concerns').select(['title', 'severity']).where('analysisId', '=', analysisId).orderBy('position').execute();
    expect(rows.map((r) => r.severity)).toEqual(body.concerns.map((c) => c.severity));
    expect(rows.every((r) => r.severity !== null)).toBe(true);
    const report = await pdfText((await getReport(cookie, analysisId)).rawPayload);
    expect(report.text).toContain('Checked (1) What was checked and is fine');
    for (const c of body.concerns) expect(report.text).toContain(`${c.title} ${c.severity!.charAt(0).toUpperCase()}${c.severity!.slice(1)} risk ·`);
  });

  it("keeps each concern's kind and what could not be confirmed through Postgres, the API and the PDF report", async () => {
    const { cookie } = await stack.signIn();
    const { documentId, analysisId } = await uploadAndStart(cookie, 'contract.txt', documents.txtWithUnreadableItem());
    const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 100_000 });
    expect(body.analysis.status).toBe('completed');
    const unconfirmed = [{ kind: 'bushfire_prone_area', item: 'Bushfire Prone Area', page: 1, reason: 'The item is there but no answer to it could be read.' }];
    expect(body.couldNotConfirm).toEqual(unconfirmed);
    expect(body.concerns.map((c) => c.kind).sort()).toEqual(['heritage_overlay', 'no_finance_clause']);
    const byDocument = (await stack.app.inject({ url: `/api/documents/${documentId}/analysis`, headers: { cookie } })).json();
    expect(byDocument.couldNotConfirm).toEqual(unconfirmed);
    expect(byDocument.concerns.map((c: { kind: string }) => c.kind)).toEqual(body.concerns.map((c) => c.kind));
    // Stored in the worker's own tables, not only shown.
    const rows = await stack.db.selectFrom('concerns').select('kind').where('analysisId', '=', analysisId).orderBy('position').execute();
    expect(rows.map((r) => r.kind)).toEqual(body.concerns.map((c) => c.kind));
    const cpa = await stack.db.selectFrom('comprehensivePropertyAnalysis').select('couldNotConfirm').where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    expect(cpa.couldNotConfirm).toEqual(unconfirmed);

    const report = await pdfText((await getReport(cookie, analysisId)).rawPayload);
    expect(report.text).toContain(`Could not confirm (1) These items are in the document`);
    expect(report.text).toContain(`1. Bushfire Prone Area Page 1 · ${unconfirmed[0]!.reason} ${COULD_NOT_CONFIRM_ADVICE}`);
  });

  it('takes a text PDF, a DOCX, a TXT and an image-only PDF to completed, with concerns stored and a PDF report', async () => {
    const { cookie } = await stack.signIn(4);
    const files = {
      'vendor-statement.pdf': await documents.textPdf(),
      'vendor-statement.docx': documents.docx(),
      'contract.txt': documents.txt(),
      'scanned-contract.pdf': await documents.scannedPdf(),
    };
    const started = await Promise.all(Object.entries(files).map(async ([name, content]) => ({ name, ...(await uploadAndStart(cookie, name, content)) })));

    for (const { name, documentId, analysisId } of started) {
      const body = await stack.waitForAnalysis(cookie, analysisId, { timeoutMs: 100_000 });
      expect(body.analysis, name).toMatchObject({ status: 'completed', stage: 'done', progress: 100, errorMessage: null });
      expect(body.analysis.completedAt).toEqual(expect.any(String));
      expect(body.concerns.length, `${name} has concerns`).toBeGreaterThan(0);
      expect(await count('concerns', 'analysisId', analysisId)).toBe(body.concerns.length);
      expect(body.comprehensivePropertyAnalysis).not.toBeNull();

      const report = await getReport(cookie, analysisId);
      expect(report.statusCode, name).toBe(200);
      expect(report.headers['content-type']).toContain('application/pdf');
      expect(report.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const byDocument = await stack.app.inject({ url: `/api/documents/${documentId}/analysis`, headers: { cookie } });
      expect(byDocument.json().analysis.id).toBe(analysisId);
    }

    // What each kind must have been read as: the findings come from each file's own words.
    const concernsOf = async (name: string) => {
      const { analysisId } = started.find((s) => s.name === name)!;
      return (await stack.getAnalysis(cookie, analysisId)).concerns.map((c) => `${c.title} ${c.context}`).join('\n');
    };
    expect(await concernsOf('vendor-statement.pdf')).toMatch(/HO123/);
    expect(await concernsOf('vendor-statement.docx')).toMatch(/HO123/);
    expect(await concernsOf('contract.txt')).toMatch(/HO123/);
    // Only OCR could have found this: the scanned PDF has no text layer.
    expect(await concernsOf('scanned-contract.pdf')).toMatch(/HO77/);
    const scanned = started.find((s) => s.name === 'scanned-contract.pdf')!;
    const stored = await stack.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', scanned.analysisId).executeTakeFirstOrThrow();
    expect(stored.content).toContain('Wattlebird Court');
    // The scan's page is marked as read from a scan, with the engine's confidence; a text PDF has none.
    const scannedPages = (await stack.getAnalysis(cookie, scanned.analysisId)).scannedPages;
    expect(scannedPages).toEqual([{ page: 1, confidence: expect.any(Number) }]);
    expect(scannedPages?.[0]?.confidence).toBeGreaterThanOrEqual(50);
    const textPdf = started.find((s) => s.name === 'vendor-statement.pdf')!;
    expect((await stack.getAnalysis(cookie, textPdf.analysisId)).scannedPages).toEqual([]);

    const list = (await stack.app.inject({ url: '/api/user/documents', headers: { cookie } })).json() as Array<{ id: string; analysis: { status: string } }>;
    expect(list).toHaveLength(4);
    expect(list.every((d) => d.analysis.status === 'completed')).toBe(true);
  }, 150_000);
});

describe('uploads the gateway refuses', () => {
  it('answers 413 to a 21 MB file and stores nothing', async () => {
    const { user, cookie } = await stack.signIn();
    const big = Buffer.alloc(21 * 1024 * 1024, 0x41);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await stack.upload(cookie, 'huge.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The maximum size is 20 MB.');
    expect(await stack.storedKeys(`documents/${user.id}`)).toEqual([]);
    const rows = await stack.db.selectFrom('documents').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('answers 400 to an executable renamed .pdf: to its owner, a PDF that is damaged', async () => {
    const { user, cookie } = await stack.signIn();
    const res = await stack.upload(cookie, 'contract.pdf', documents.exe());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: UPLOAD_REFUSALS.damagedPdf, code: 'damaged_file' });
    const rows = await stack.db.selectFrom('documents').select('id').where('userId', '=', user.id).execute();
    expect(rows).toEqual([]);
    expect(await stack.storedKeys(`documents/${user.id}`)).toEqual([]);
  });
});

describe('a corrupt PDF', () => {
  it('is accepted by the gateway, fails in the worker with a readable message, and the credit comes back', async () => {
    const { user, cookie } = await stack.signIn();
    const before = await stack.deps.billing.balance(user.id);
    const { analysisId } = await uploadAndStart(cookie, 'damaged.pdf', documents.corruptPdf());
    expect((await stack.deps.billing.balance(user.id)).totalCreditsRemaining).toBe(before.totalCreditsRemaining - 1);

    const body = await stack.waitForAnalysis(cookie, analysisId);
    expect(body.analysis).toMatchObject({ status: 'failed', errorMessage: MESSAGES.damagedPdf });
    expect(body.concerns).toEqual([]);
    expect((await getReport(cookie, analysisId)).statusCode).toBe(404);
    // The refund is owed in the transaction that marks the analysis failed and delivered right after it.
    let balance = await stack.deps.billing.balance(user.id);
    for (let i = 0; i < 100 && balance.totalCreditsRemaining < before.totalCreditsRemaining; i++) {
      await sleep(50);
      balance = await stack.deps.billing.balance(user.id);
    }
    expect(balance.totalCreditsRemaining).toBe(before.totalCreditsRemaining);
    const ledger = await stack.db.selectFrom('creditLedger').select(['delta', 'idempotencyKey']).where('analysisId', '=', analysisId).orderBy('createdAt').execute();
    expect(ledger).toEqual([
      { delta: -1, idempotencyKey: `consume:${analysisId}` },
      { delta: 1, idempotencyKey: `refund:${analysisId}` },
    ]);
  });
});

describe("another user's ids", () => {
  it('are 404 on every route, and change nothing', async () => {
    const owner = await stack.signIn();
    const other = await stack.signIn();
    const { documentId, analysisId } = await uploadAndStart(owner.cookie, 'contract.txt', documents.txt());
    await stack.waitForAnalysis(owner.cookie, analysisId);

    const routes = [
      { method: 'GET' as const, url: `/api/analyses/${analysisId}` },
      { method: 'GET' as const, url: `/api/documents/${documentId}/analysis` },
      { method: 'GET' as const, url: `/api/analyses/${analysisId}/report.pdf` },
      { method: 'POST' as const, url: `/api/analyses/${analysisId}/start` },
      { method: 'DELETE' as const, url: `/api/documents/${documentId}` },
    ];
    for (const route of routes) {
      const res = await stack.app.inject({ ...route, headers: { cookie: other.cookie } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const othersList = await stack.app.inject({ url: '/api/user/documents', headers: { cookie: other.cookie } });
    expect(othersList.json()).toEqual([]);
    // The other user was not charged, and the owner's document and report are untouched.
    expect((await stack.deps.billing.balance(other.user.id)).totalCreditsRemaining).toBe(1);
    expect((await stack.getAnalysis(owner.cookie, analysisId)).analysis.status).toBe('completed');
    expect((await getReport(owner.cookie, analysisId)).statusCode).toBe(200);
  });
});

describe('DELETE /api/documents/{id}', () => {
  it('removes the stored file, the report and every row', async () => {
    const { cookie } = await stack.signIn();
    const { documentId, analysisId } = await uploadAndStart(cookie, 'contract.txt', documents.txt());
    await stack.waitForAnalysis(cookie, analysisId);
    const doc = await stack.db.selectFrom('documents').select('storageKey').where('id', '=', documentId).executeTakeFirstOrThrow();
    const report = await stack.db.selectFrom('reports').select('storageKey').where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    expect(await stack.storage.exists(doc.storageKey)).toBe(true);
    expect(await stack.storage.exists(report.storageKey!)).toBe(true);
    expect(await count('concerns', 'analysisId', analysisId)).toBeGreaterThan(0);

    const res = await stack.app.inject({ method: 'DELETE', url: `/api/documents/${documentId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);

    expect(await stack.storage.exists(doc.storageKey)).toBe(false);
    expect(await stack.storage.exists(report.storageKey!)).toBe(false);
    expect(await stack.db.selectFrom('documents').select('id').where('id', '=', documentId).execute()).toEqual([]);
    for (const table of ['concerns', 'reports', 'comprehensivePropertyAnalysis', 'analysisTexts'] as const) {
      expect(await count(table, 'analysisId', analysisId), table).toBe(0);
    }
    expect(await count('analyses', 'id', analysisId)).toBe(0);
    expect((await stack.app.inject({ url: `/api/analyses/${analysisId}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await stack.app.inject({ url: '/api/user/documents', headers: { cookie } })).json()).toEqual([]);
  });
});
