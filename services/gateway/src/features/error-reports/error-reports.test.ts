import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { createTestGateway, testIp, type TestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { hashPassword } from '../auth/passwords.ts';

let gateway: TestGateway;
let adminCookie: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  await gateway.deps.db.insertInto('adminUsers').values({ email: 'errors@doco.test', hashedPassword: await hashPassword('admin-passphrase-2026') }).execute();
  const res = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: testIp(), payload: { email: 'errors@doco.test', password: 'admin-passphrase-2026' } });
  adminCookie = `doco.admin=${res.cookies.find((c) => c.name === 'doco.admin')!.value}`;
});
afterAll(() => gateway?.close());

const ADDRESS = '14 Wattle Grove, Bendigo VIC 3550';

/** A user's uploaded document whose analysis the worker has completed, with one concern. */
async function completedAnalysis() {
  const { user, cookie } = await signedInUser(gateway);
  const body = await multipartBody([{ name: 'wattle-grove-s32.txt', content: Buffer.from('VENDOR STATEMENT\nLand: 14 Wattle Grove\n') }]);
  const upload = (await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload })).json() as {
    document: { id: string };
    analysis: { id: string };
  };
  const analysisId = upload.analysis.id;
  const db = gateway.deps.db;
  await db.updateTable('analyses').set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date() }).where('id', '=', analysisId).execute();
  const concern = await db
    .insertInto('concerns')
    .values({ analysisId, category: 'legal', title: 'Easement over the back yard', description: 'd', confidence: 80, location: 'Page 2', context: 'A drainage easement runs along the rear boundary.', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('comprehensivePropertyAnalysis')
    .values({
      analysisId,
      documentType: 'section32',
      propertyDetails: toJson({ address: ADDRESS, landSize: null, zoning: null, titleDetails: null, purchasePrice: null, councilValuation: null, deposit: null, settlementDate: null }),
      costs: toJson({ summary: '', totalUpfront: 0, totalOngoing: 0, totalInvestment: 0, costWarnings: [], breakdown: [] }),
      buyerSummary: toJson({ overallRisk: 'low', keyPoints: [], redFlags: [], recommendations: [] }),
    })
    .execute();
  return { user, cookie, analysisId, documentId: upload.document.id, concernId: concern.id };
}

const report = (concernId: string) => ({
  item: { kind: 'concern', key: concernId, title: 'Easement over the back yard', quote: 'A drainage easement runs along the rear boundary.', page: 2 },
  reason: 'wrong-quote',
  note: 'The easement is on the side, not the rear.',
});
const send = (method: 'POST' | 'PUT' | 'GET', url: string, cookie: string, payload?: object) => gateway.app.inject({ method, url, headers: { cookie }, payload });

describe("POST /api/analyses/{id}/error-reports ('This looks wrong')", () => {
  it('stores the report with the item, its quote and page, the reason and note, and the admin tab lists it with the buyer and the address', async () => {
    const { user, cookie, analysisId, concernId } = await completedAnalysis();
    const res = await send('POST', `/api/analyses/${analysisId}/error-reports`, cookie, report(concernId));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), createdAt: expect.any(String), hiddenItems: [] });

    const list = await send('GET', '/api/admin/error-reports', adminCookie);
    expect(list.statusCode).toBe(200);
    const row = list.json().reports.find((r: { id: string }) => r.id === res.json().id);
    expect(row).toEqual({
      id: res.json().id,
      createdAt: expect.any(String),
      userEmail: user.email,
      documentName: 'wattle-grove-s32.txt',
      address: ADDRESS,
      itemKind: 'concern',
      itemKey: concernId,
      itemTitle: 'Easement over the back yard',
      quote: 'A drainage easement runs along the rear boundary.',
      page: 2,
      reason: 'wrong-quote',
      note: 'The easement is on the side, not the rear.',
    });
  });

  it("answers 404 for another user's analysis (and an id that is no id), and stores nothing", async () => {
    const { analysisId, concernId } = await completedAnalysis();
    const other = await signedInUser(gateway);
    expect((await send('POST', `/api/analyses/${analysisId}/error-reports`, other.cookie, report(concernId))).statusCode).toBe(404);
    expect((await send('POST', '/api/analyses/not-an-id/error-reports', other.cookie, report(concernId))).statusCode).toBe(404);
    expect((await send('GET', `/api/analyses/${analysisId}/hidden-items`, other.cookie)).statusCode).toBe(404);
    expect((await send('PUT', `/api/analyses/${analysisId}/hidden-items`, other.cookie, { item: { kind: 'concern', key: concernId }, hidden: true })).statusCode).toBe(404);
    const stored = await gateway.deps.db.selectFrom('errorReports').select('id').where('analysisId', '=', analysisId).execute();
    expect(stored).toEqual([]);
  });

  it('answers 400 with a clear message for a missing reason, an unknown item kind or a note that is too long', async () => {
    const { cookie, analysisId, concernId } = await completedAnalysis();
    const url = `/api/analyses/${analysisId}/error-reports`;
    const noReason = await send('POST', url, cookie, { item: report(concernId).item });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Choose what looks wrong.');
    const longNote = await send('POST', url, cookie, { ...report(concernId), note: 'x'.repeat(1001) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe('Keep the note under 1000 characters.');
    const badKind = await send('POST', url, cookie, { ...report(concernId), item: { ...report(concernId).item, kind: 'paragraph' } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Say which item looks wrong.');
  });

  it('refuses the admin list to a buyer and to nobody signed in', async () => {
    const { cookie } = await signedInUser(gateway);
    expect((await send('GET', '/api/admin/error-reports', cookie)).statusCode).toBe(401);
    expect((await gateway.app.inject({ url: '/api/admin/error-reports' })).statusCode).toBe(401);
  });
});

describe('hidden items', () => {
  it('hides an item when the report asks to, lists it, and shows it again on request', async () => {
    const { cookie, analysisId, concernId } = await completedAnalysis();
    const reported = await send('POST', `/api/analyses/${analysisId}/error-reports`, cookie, { ...report(concernId), hide: true });
    expect(reported.json().hiddenItems).toEqual([{ kind: 'concern', key: concernId }]);

    const hideFact = await send('PUT', `/api/analyses/${analysisId}/hidden-items`, cookie, { item: { kind: 'fact', key: 'address' }, hidden: true });
    expect(hideFact.json()).toEqual({ items: [{ kind: 'concern', key: concernId }, { kind: 'fact', key: 'address' }] });
    // Hiding twice keeps one row.
    await send('PUT', `/api/analyses/${analysisId}/hidden-items`, cookie, { item: { kind: 'fact', key: 'address' }, hidden: true });

    const shown = await send('PUT', `/api/analyses/${analysisId}/hidden-items`, cookie, { item: { kind: 'concern', key: concernId }, hidden: false });
    expect(shown.json()).toEqual({ items: [{ kind: 'fact', key: 'address' }] });
    expect((await send('GET', `/api/analyses/${analysisId}/hidden-items`, cookie)).json()).toEqual({ items: [{ kind: 'fact', key: 'address' }] });

    // Each change asks the analysis worker to render the PDF again (it reads the hidden items itself).
    const jobs = await gateway.deps.producer.queue('analysis').getJobs(['waiting']);
    expect(jobs.filter((job) => job.name === 'render-report' && job.data.analysisId === analysisId)).toHaveLength(4);
  });
});

describe('GET /api/user/documents (named reports)', () => {
  it("gives each document its analysis's address and kind, and null before results", async () => {
    const { cookie, documentId } = await completedAnalysis();
    const body = await multipartBody([{ name: 'unread.txt', content: Buffer.from('CONTRACT OF SALE\n') }]);
    await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
    const list = (await send('GET', '/api/user/documents', cookie)).json() as { id: string; originalName: string; address: string | null; documentType: string | null }[];
    expect(list.find((d) => d.id === documentId)).toMatchObject({ address: ADDRESS, documentType: 'section32' });
    expect(list.find((d) => d.originalName === 'unread.txt')).toMatchObject({ address: null, documentType: null });
  });
});
