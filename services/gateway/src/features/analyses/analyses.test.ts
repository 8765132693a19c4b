import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { createTestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const TEXT = Buffer.from('CONTRACT OF SALE OF REAL ESTATE\nPrice: $615,000\nDeposit: $61,500\n');
const NO_CREDITS = 'No credits available. Choose a subscription plan or pay-as-you-go to continue.';

async function uploadFor(cookie: string) {
  const body = await multipartBody([{ name: 'contract.txt', content: TEXT }]);
  const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
  return res.json() as { document: { id: string }; analysis: { id: string } };
}
const start = (id: string, cookie: string) => gateway.app.inject({ method: 'POST', url: `/api/analyses/${id}/start`, headers: { cookie } });

describe('POST /api/analyses/{id}/start', () => {
  it('takes one credit, queues the analysis once under its own id, and charges once however often it is started', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const { analysis } = await uploadFor(cookie);
    const first = await start(analysis.id, cookie);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ analysis: { id: analysis.id, status: 'pending' } });
    expect((await start(analysis.id, cookie)).statusCode).toBe(202);

    const job = await gateway.deps.producer.queue('analysis').getJob(analysis.id);
    expect(job?.data).toMatchObject({ analysisId: analysis.id });
    expect(await gateway.deps.producer.queue('analysis').count()).toBe(1);
    expect((await gateway.deps.billing.balance(user.id)).totalCreditsRemaining).toBe(0);
    const row = await gateway.deps.db.selectFrom('analyses').select(['stage']).where('id', '=', analysis.id).executeTakeFirst();
    expect(row?.stage).toBe('queued');
  });

  it('answers 402 with the product message when no credit is left, and queues nothing', async () => {
    const { cookie } = await signedInUser(gateway);
    const a = await uploadFor(cookie);
    const b = await uploadFor(cookie);
    expect((await start(a.analysis.id, cookie)).statusCode).toBe(202);
    const refused = await start(b.analysis.id, cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(NO_CREDITS);
    expect(await gateway.deps.producer.queue('analysis').getJob(b.analysis.id)).toBeUndefined();
  });

  it("answers 404 for another user's analysis and charges nobody", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { analysis } = await uploadFor(owner.cookie);
    expect((await start(analysis.id, other.cookie)).statusCode).toBe(404);
    expect((await gateway.deps.billing.balance(other.user.id)).totalCreditsRemaining).toBe(1);
    expect((await start('not-a-uuid', owner.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/analyses/{id}', () => {
  it('returns the spec shape while pending, and 404 to anyone but the owner', async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { document, analysis } = await uploadFor(owner.cookie);
    const res = await gateway.app.inject({ url: `/api/analyses/${analysis.id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      analysis: {
        id: analysis.id,
        status: 'pending',
        categoryCounts: {},
        stage: null,
        stageDetail: null,
        progress: 0,
        errorMessage: null,
        createdAt: expect.any(String),
        completedAt: null,
      },
      concerns: [],
      registerSearchStatement: null,
      comprehensivePropertyAnalysis: null,
      reportUrl: null,
      keyDates: [],
      signingDate: null,
      vendorQuestions: [],
      remindersEnabled: false,
      hiddenText: null,
      couldNotConfirm: [],
      scannedPages: [],
      checked: [],
    });
    const byDocument = await gateway.app.inject({ url: `/api/documents/${document.id}/analysis`, headers: { cookie: owner.cookie } });
    expect(byDocument.json().analysis.id).toBe(analysis.id);

    for (const url of [`/api/analyses/${analysis.id}`, `/api/documents/${document.id}/analysis`, `/api/analyses/${analysis.id}/report.pdf`]) {
      const res404 = await gateway.app.inject({ url, headers: { cookie: other.cookie } });
      expect(res404.statusCode).toBe(404);
    }
  });

  it('returns the results the worker wrote, concerns in order, and serves the stored report', async () => {
    const { cookie } = await signedInUser(gateway);
    const { analysis } = await uploadFor(cookie);
    const db = gateway.deps.db;
    await db
      .updateTable('analyses')
      .set({ status: 'completed', stage: 'done', progress: 100, totalConcerns: 2, categoryCounts: toJson({ legal: 1, financial: 1 }), completedAt: new Date() })
      .where('id', '=', analysis.id)
      .execute();
    await db
      .insertInto('concerns')
      .values([
        { analysisId: analysis.id, category: 'financial', title: 'Deposit above 10%', description: 'd', confidence: 90, location: 'Page 1', context: 'Deposit: $61,500', position: 1, kind: 'deposit_above_10', severity: 'medium' },
        { analysisId: analysis.id, category: 'legal', title: 'No finance clause', description: 'd', confidence: 80, location: 'Page 1', context: 'Price: $615,000', position: 0 },
      ])
      .execute();
    const pdf = Buffer.from('%PDF-1.4 report');
    const key = `reports/test/${analysis.id}.pdf`;
    await gateway.deps.storage.put(key, pdf);
    await db
      .insertInto('reports')
      .values({ analysisId: analysis.id, type: 'pdf', filename: 'contract-report.pdf', contentType: 'application/pdf', fileSize: pdf.length, storageKey: key })
      .execute();

    const body = (await gateway.app.inject({ url: `/api/analyses/${analysis.id}`, headers: { cookie } })).json();
    expect(body.analysis).toMatchObject({ status: 'completed', progress: 100, categoryCounts: { legal: 1, financial: 1 } });
    expect(body.concerns.map((c: { title: string }) => c.title)).toEqual(['No finance clause', 'Deposit above 10%']);
    expect(Object.keys(body.concerns[0]).sort()).toEqual(['category', 'confidence', 'context', 'description', 'id', 'kind', 'location', 'severity', 'source', 'title']);
    // Each concern's kind as stored; a row written before kinds has none.
    expect(body.concerns.map((c: { kind: string | null }) => c.kind)).toEqual([null, 'deposit_above_10']);
    // Each concern's level as stored (issue 26); a row written before levels has none.
    expect(body.concerns.map((c: { severity: string | null }) => c.severity)).toEqual([null, 'medium']);
    // No property analysis stored: nothing checked.
    expect(body.checked).toEqual([]);
    expect(body.reportUrl).toBe(`/api/analyses/${analysis.id}/report.pdf`);

    const download = await gateway.app.inject({ url: body.reportUrl, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="contract-report.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves a completed analysis with an ETag: 304 for the same version, the same body from memory, 404 to others and after deletion', async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { analysis, document } = await uploadFor(owner.cookie);
    const db = gateway.deps.db;
    await db.updateTable('analyses').set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date() }).where('id', '=', analysis.id).execute();
    const url = `/api/analyses/${analysis.id}`;
    const first = await gateway.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f-]{36}-\d+-unsigned-n"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await gateway.app.inject({ url, headers: { cookie: owner.cookie, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Served from memory: the rows changing underneath (they never do once completed) would not show.
    await db.updateTable('analyses').set({ totalConcerns: 99 }).where('id', '=', analysis.id).execute();
    const cached = await gateway.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(cached.json()).toEqual(first.json());
    expect((await gateway.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${document.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect((await gateway.app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  it('answers 404 for the report before it exists', async () => {
    const { cookie } = await signedInUser(gateway);
    const { analysis } = await uploadFor(cookie);
    const res = await gateway.app.inject({ url: `/api/analyses/${analysis.id}/report.pdf`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The report is not ready yet.');
  });
});

// What the web loads and polls (web/src/features/analysis/api/get-document-analysis.ts).
describe('GET /api/documents/{id}/analysis', () => {
  it('is served from the completed cache, as GET /api/analyses/{id} is: 304 on a matching If-None-Match, a new ETag after a signing date, 404 to others', async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { analysis, document } = await uploadFor(owner.cookie);
    const db = gateway.deps.db;
    await db.updateTable('analyses').set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date() }).where('id', '=', analysis.id).execute();
    const url = `/api/documents/${document.id}/analysis`;
    const get = (cookie: string, etag?: string) => gateway.app.inject({ url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

    const first = await get(owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().analysis).toMatchObject({ id: analysis.id, status: 'completed' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f-]{36}-\d+-unsigned-n"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // One version of the analysis under both routes.
    expect((await gateway.app.inject({ url: `/api/analyses/${analysis.id}`, headers: { cookie: owner.cookie } })).headers.etag).toBe(etag);
    const unchanged = await get(owner.cookie, etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Served from memory: a row changed underneath (never, once completed) does not show.
    await db.updateTable('analyses').set({ totalConcerns: 99 }).where('id', '=', analysis.id).execute();
    expect((await get(owner.cookie)).json()).toEqual(first.json());

    // Another user gets 404 for the document, with or without the ETag, and learns nothing.
    const refused = await get(other.cookie, etag);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.json().message).toBe('No analysis found for this document.');

    // The buyer gives the day they signed: the old ETag no longer matches, the new answer carries it.
    const signed = await gateway.app.inject({ method: 'PUT', url: `/api/analyses/${analysis.id}/signing-date`, headers: { cookie: owner.cookie }, payload: { signingDate: '2026-11-20' } });
    expect(signed.statusCode).toBe(200);
    const after = await get(owner.cookie, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toMatch(/-2026-11-20-n"$/);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().signingDate).toBe('2026-11-20');
    expect((await get(owner.cookie, after.headers.etag as string)).statusCode).toBe(304);

    // Another gateway process, its cache cold, knows the version from the row alone: 304 for the
    // current ETag, the full answer for the one from before the signing date, 404 for another user.
    const elsewhere = await gateway.another();
    const inject = (cookie: string, ifNoneMatch: string) => elsewhere.inject({ url, headers: { cookie, 'if-none-match': ifNoneMatch } });
    expect((await inject(owner.cookie, after.headers.etag as string)).statusCode).toBe(304);
    const old = await inject(owner.cookie, etag);
    expect(old.statusCode).toBe(200);
    expect(old.headers.etag).toBe(after.headers.etag);
    expect((await inject(other.cookie, after.headers.etag as string)).statusCode).toBe(404);

    // Deleting the document drops it: 404, not a cached copy.
    expect((await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${document.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect((await get(owner.cookie, after.headers.etag as string)).statusCode).toBe(404);
  });
});
