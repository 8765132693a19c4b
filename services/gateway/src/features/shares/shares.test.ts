import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { loggerOptions } from '@doco/service-kit';
import { createTestGateway, testIp, type TestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

// Shared report links (issue 28 §5), against the real stack: Postgres, Redis, storage and billing.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway({ logger: pino(loggerOptions({ service: 'gateway', level: 'info', pretty: false }), sink) });
});
afterAll(() => gateway?.close());

const ADDRESS = '7 Ironbark Rise, Ballarat VIC 3350';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PDF = Buffer.from('%PDF-1.4 shared report');

/** A signed-in buyer's document whose analysis the worker completed: two concerns, facts, a stored PDF. */
async function completedAnalysis(options: { firstName?: string } = {}) {
  const { user, cookie } = await signedInUser(gateway, { firstName: options.firstName ?? 'Marguerite', lastName: 'Okonkwo-Reyes' });
  const body = await multipartBody([{ name: 'ironbark-rise-contract.txt', content: Buffer.from('CONTRACT OF SALE\nLand: 7 Ironbark Rise\n') }]);
  const upload = (await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload })).json() as {
    document: { id: string };
    analysis: { id: string };
  };
  const analysisId = upload.analysis.id;
  const db = gateway.deps.db;
  await db
    .updateTable('analyses')
    .set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date(), categoryCounts: toJson({ legal: 2 }), signingDate: '2026-11-20' })
    .where('id', '=', analysisId)
    .execute();
  const concerns = await db
    .insertInto('concerns')
    .values([
      { analysisId, category: 'legal', title: 'Sewer easement beside the garage', description: 'd', confidence: 80, location: 'Page 2', context: 'A sewerage easement 2 metres wide runs beside the garage.', position: 0 },
      { analysisId, category: 'legal', title: 'Heritage overlay', description: 'd', confidence: 80, location: 'Page 3', context: 'The land is affected by a Heritage Overlay (HO12).', position: 1 },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('comprehensivePropertyAnalysis')
    .values({
      analysisId,
      documentType: 'contract',
      propertyDetails: toJson({ address: ADDRESS, landSize: '612 m²', zoning: null, titleDetails: null, purchasePrice: '$745,000', councilValuation: null, deposit: null, settlementDate: null }),
      costs: toJson({ summary: '', totalUpfront: 0, totalOngoing: 0, totalInvestment: 0, costWarnings: [], breakdown: [] }),
      buyerSummary: toJson({ overallRisk: 'medium', keyPoints: [], redFlags: [], recommendations: [] }),
    })
    .execute();
  const key = `reports/test/${analysisId}.pdf`;
  await gateway.deps.storage.put(key, PDF);
  await db.insertInto('reports').values({ analysisId, type: 'pdf', filename: 'ironbark-report.pdf', contentType: 'application/pdf', fileSize: PDF.length, storageKey: key }).execute();
  return { user, cookie, analysisId, documentId: upload.document.id, easementId: concerns[0]!.id, heritageId: concerns[1]!.id };
}

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  gateway.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const share = async (cookie: string, analysisId: string, body: object = {}) => {
  const res = await as(cookie, 'POST', `/api/analyses/${analysisId}/shares`, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { share: { id: string; expiresAt: string; hideNotes: boolean }; path: string };
};
const tokenOf = (path: string) => path.slice('/shared/'.length);
/** Opened as the conveyancer: no session, another address and browser. */
const openShared = (url: string, remoteAddress = '203.0.113.77') => gateway.app.inject({ url, remoteAddress, headers: { 'user-agent': FIREFOX } });

describe('making, listing and revoking a link (the owner)', () => {
  it('makes a 256-bit link valid for the chosen days, keeps only its hash, and lists it', async () => {
    const { cookie, analysisId } = await completedAnalysis();
    const before = Date.now();
    const made = await share(cookie, analysisId, { days: 3, hideNotes: false });
    expect(made.path).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(made.share).toMatchObject({ status: 'active', hideNotes: false, openCount: 0, lastOpenedAt: null, opens: [], revokedAt: null });
    const lifetime = new Date(made.share.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(3 * 86_400_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(3 * 86_400_000 + 5_000);

    // The database holds the token's sha256, never the token.
    const token = tokenOf(made.path);
    const row = await gateway.deps.db.selectFrom('reportShares').selectAll().where('id', '=', made.share.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    // Defaults: 7 days, notes hidden.
    const plain = await share(cookie, analysisId);
    expect(plain.share.hideNotes).toBe(true);
    expect(new Date(plain.share.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 10_000);

    const list = await as(cookie, 'GET', `/api/analyses/${analysisId}/shares`);
    expect(list.statusCode).toBe(200);
    expect(list.json().shares.map((s: { id: string }) => s.id)).toEqual([plain.share.id, made.share.id]);
    // The list never carries a link's address.
    expect(list.body).not.toContain(token);
  });

  it('refuses days outside 1-30, an analysis not finished, and an eleventh working link', async () => {
    const { cookie, analysisId } = await completedAnalysis();
    for (const days of [0, 31, 2.5]) {
      const res = await as(cookie, 'POST', `/api/analyses/${analysisId}/shares`, { days });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/day/);
    }
    await gateway.deps.db.updateTable('analyses').set({ status: 'processing' }).where('id', '=', analysisId).execute();
    const running = await as(cookie, 'POST', `/api/analyses/${analysisId}/shares`, {});
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('Only a finished report can be shared.');
    await gateway.deps.db.updateTable('analyses').set({ status: 'completed' }).where('id', '=', analysisId).execute();
    for (let i = 0; i < 10; i++) await share(cookie, analysisId);
    const eleventh = await as(cookie, 'POST', `/api/analyses/${analysisId}/shares`, {});
    expect(eleventh.statusCode).toBe(409);
  });

  it("answers 404 to another user's analysis and link: no listing, no making, no revoking", async () => {
    const owner = await completedAnalysis();
    const other = await completedAnalysis();
    const made = await share(owner.cookie, owner.analysisId);
    expect((await as(other.cookie, 'GET', `/api/analyses/${owner.analysisId}/shares`)).statusCode).toBe(404);
    expect((await as(other.cookie, 'POST', `/api/analyses/${owner.analysisId}/shares`, {})).statusCode).toBe(404);
    expect((await as(other.cookie, 'DELETE', `/api/analyses/${owner.analysisId}/shares/${made.share.id}`)).statusCode).toBe(404);
    // The link under the other user's own analysis is not theirs either.
    expect((await as(other.cookie, 'DELETE', `/api/analyses/${other.analysisId}/shares/${made.share.id}`)).statusCode).toBe(404);
    expect((await as(owner.cookie, 'DELETE', `/api/analyses/${owner.analysisId}/shares/not-a-uuid`)).statusCode).toBe(404);
    // Without a session: 401.
    expect((await gateway.app.inject({ url: `/api/analyses/${owner.analysisId}/shares` })).statusCode).toBe(401);
    // Still working.
    expect((await openShared(`/api/shared/${tokenOf(made.path)}`)).statusCode).toBe(200);
  });
});

describe('opening a link (signed out)', () => {
  it('shows the report read-only with nothing of the account, and logs the opening for the owner', async () => {
    const { user, cookie, analysisId, documentId } = await completedAnalysis({ firstName: 'Ottoline' });
    const made = await share(cookie, analysisId, { days: 5 });
    const token = tokenOf(made.path);

    const res = await openShared(`/api/shared/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body.documentName).toBe('ironbark-rise-contract.txt');
    expect(body.expiresAt).toBe(made.share.expiresAt);
    expect(body.report.comprehensivePropertyAnalysis.propertyDetails.address).toBe(ADDRESS);
    expect(body.report.concerns.map((c: { title: string }) => c.title)).toEqual(['Sewer easement beside the garage', 'Heritage overlay']);
    expect(body.report.analysis.id).toBe(made.share.id);
    expect(body.report.reportUrl).toBe(`/api/shared/${token}/report.pdf`);
    expect(body.report.remindersEnabled).toBe(false);
    // Nothing of the account: no email, name, user, document or analysis id.
    for (const secret of [user.email, 'Ottoline', 'Okonkwo-Reyes', user.id, documentId, analysisId]) expect(res.body).not.toContain(secret);

    const pdf = await openShared(`/api/shared/${token}/report.pdf`, '2001:db8:aa:bb::5');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const listed = (await as(cookie, 'GET', `/api/analyses/${analysisId}/shares`)).json().shares[0];
    expect(listed.openCount).toBe(2);
    expect(listed.lastOpenedAt).toEqual(expect.any(String));
    expect(listed.opens).toEqual([
      { openedAt: expect.any(String), part: 'pdf', browser: 'Firefox on Linux', network: expect.stringMatching(/^[0-9a-f]{6}$/) },
      { openedAt: expect.any(String), part: 'report', browser: 'Firefox on Linux', network: expect.stringMatching(/^[0-9a-f]{6}$/) },
    ]);
    expect(listed.opens[0].network).not.toBe(listed.opens[1].network);
    // No address is stored, whole or in part.
    const opens = await gateway.deps.db.selectFrom('reportShareOpens').selectAll().where('shareId', '=', made.share.id).execute();
    expect(JSON.stringify(opens)).not.toMatch(/203\.0\.113|2001:db8|Gecko|rv:140/);
  });

  it('keeps hidden items hidden whatever the setting, and shows the notes and signing date only when asked', async () => {
    const { cookie, analysisId, easementId, heritageId } = await completedAnalysis();
    const report = (key: string, kind: string, title: string, note: string, hide = false) =>
      as(cookie, 'POST', `/api/analyses/${analysisId}/error-reports`, { item: { kind, key, title, quote: null, page: null }, reason: 'other', note, hide });
    expect((await report(easementId, 'concern', 'Sewer easement beside the garage', 'Private: the easement was moved in 2019.', true)).statusCode).toBe(201);
    expect((await report(heritageId, 'concern', 'Heritage overlay', 'Ask whether the HO12 permit covers the carport.')).statusCode).toBe(201);
    expect((await as(cookie, 'PUT', `/api/analyses/${analysisId}/hidden-items`, { item: { kind: 'fact', key: 'purchasePrice' }, hidden: true })).statusCode).toBe(200);

    const withNotes = (await openShared(`/api/shared/${tokenOf((await share(cookie, analysisId, { hideNotes: false })).path)}`)).json();
    const withoutNotes = (await openShared(`/api/shared/${tokenOf((await share(cookie, analysisId, { hideNotes: true })).path)}`)).json();
    for (const body of [withNotes, withoutNotes]) {
      expect(body.report.concerns.map((c: { title: string }) => c.title)).toEqual(['Heritage overlay']);
      expect(body.report.analysis.categoryCounts).toEqual({ legal: 1 });
      expect(body.report.comprehensivePropertyAnalysis.propertyDetails.purchasePrice).toBe('Left out by the buyer');
      expect(JSON.stringify(body)).not.toMatch(/745,000|Sewer easement|moved in 2019/);
    }
    expect(withNotes.notesShown).toBe(true);
    expect(withNotes.report.signingDate).toBe('2026-11-20');
    expect(withNotes.buyerNotes).toEqual([{ itemTitle: 'Heritage overlay', reason: 'other', note: 'Ask whether the HO12 permit covers the carport.', createdAt: expect.any(String) }]);
    expect(withoutNotes.notesShown).toBe(false);
    expect(withoutNotes.report.signingDate).toBeNull();
    expect(withoutNotes.buyerNotes).toEqual([]);
    expect(JSON.stringify(withoutNotes)).not.toMatch(/HO12 permit|2026-11-20/);

    // The stored PDF was rendered before the items were hidden: it is not shared until the worker has
    // rendered it again without them.
    const token = tokenOf((await share(cookie, analysisId)).path);
    expect((await openShared(`/api/shared/${token}`)).json().report.reportUrl).toBeNull();
    expect((await openShared(`/api/shared/${token}/report.pdf`)).statusCode).toBe(404);
    const renderedAgain = Buffer.from('%PDF-1.4 without the hidden items');
    const key = `reports/test/${analysisId}-${Date.now() + 1000}-1.pdf`;
    await gateway.deps.storage.put(key, renderedAgain);
    await gateway.deps.db.updateTable('reports').set({ storageKey: key, fileSize: renderedAgain.length }).where('analysisId', '=', analysisId).execute();
    expect((await openShared(`/api/shared/${token}`)).json().report.reportUrl).toBe(`/api/shared/${token}/report.pdf`);
    const pdf = await openShared(`/api/shared/${token}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(renderedAgain)).toBe(true);
  });

  it('answers a revoked, an expired, an unknown and a malformed link with the same 404', async () => {
    const { cookie, analysisId } = await completedAnalysis();
    const revoked = await share(cookie, analysisId);
    const expired = await share(cookie, analysisId);
    const working = await share(cookie, analysisId);
    expect((await openShared(`/api/shared/${tokenOf(revoked.path)}`)).statusCode).toBe(200);

    const revoke = await as(cookie, 'DELETE', `/api/analyses/${analysisId}/shares/${revoked.share.id}`);
    expect(revoke.statusCode).toBe(204);
    await gateway.deps.db.updateTable('reportShares').set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 86_400_000) }).where('id', '=', expired.share.id).execute();

    const unknown = 'A'.repeat(43);
    const answers = [];
    for (const token of [tokenOf(revoked.path), tokenOf(expired.path), unknown, 'short', `${tokenOf(working.path)}x`]) {
      for (const url of [`/api/shared/${token}`, `/api/shared/${token}/report.pdf`]) {
        const res = await openShared(url);
        answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 404, body: expect.stringContaining('not available'), type: expect.stringMatching(/^application\/json/) });
    expect((await openShared(`/api/shared/${tokenOf(working.path)}`)).statusCode).toBe(200);

    const shares = (await as(cookie, 'GET', `/api/analyses/${analysisId}/shares`)).json().shares as { id: string; status: string; openCount: number; revokedAt: string | null }[];
    const byId = new Map(shares.map((s) => [s.id, s]));
    expect(byId.get(revoked.share.id)).toMatchObject({ status: 'revoked', openCount: 1, revokedAt: expect.any(String) });
    expect(byId.get(expired.share.id)).toMatchObject({ status: 'expired', openCount: 0 });
    expect(byId.get(working.share.id)).toMatchObject({ status: 'active', openCount: 1 });
  });

  it("stops working when the owner's account is suspended or the document deleted", async () => {
    const { user, cookie, analysisId, documentId } = await completedAnalysis();
    const made = await share(cookie, analysisId);
    const url = `/api/shared/${tokenOf(made.path)}`;
    await gateway.deps.db.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', user.id).execute();
    expect((await openShared(url)).statusCode).toBe(404);
    await gateway.deps.db.updateTable('users').set({ suspendedAt: null }).where('id', '=', user.id).execute();
    expect((await openShared(url)).statusCode).toBe(200);
    expect((await as(cookie, 'DELETE', `/api/documents/${documentId}`)).statusCode).toBeLessThan(300);
    expect((await openShared(url)).statusCode).toBe(404);
  });

  it('serves the web page at the link with the same headers, and no log line or analytics row keeps a token', async () => {
    const { cookie, analysisId } = await completedAnalysis();
    const token = tokenOf((await share(cookie, analysisId)).path);
    const page = await openShared(`/shared/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('private, no-store');
    await openShared(`/api/shared/${token}`);
    await openShared(`/api/shared/${token}/report.pdf`);
    const events = await gateway.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: testIp(),
      payload: { visitorId: 'visitor-shared-1', events: [{ name: 'page_view', path: `/shared/${token}`, properties: {} }] },
    });
    expect(events.statusCode).toBe(204);
    const rows = await gateway.deps.db.selectFrom('analyticsEvents').select('path').where('visitorId', '=', 'visitor-shared-1').execute();
    expect(rows.map((r) => r.path)).toEqual(['/shared/:token']);
    const all = lines.join('\n');
    expect(all).toContain('/api/shared/:token');
    expect(all).not.toContain(token);
  });

  it('answers another spelling of the path with the same headers, or not at all', async () => {
    const { cookie, analysisId } = await completedAnalysis();
    const token = tokenOf((await share(cookie, analysisId)).path);
    for (const path of [`/api/%73hared/${token}`, `/api/shared/${token}?x=1`, `/%73hared/${token}`]) {
      const res = await openShared(path);
      if (res.statusCode === 200) {
        expect(res.headers['referrer-policy'], path).toBe('no-referrer');
        expect(res.headers['cache-control'], path).toBe('private, no-store');
        expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      }
    }
    for (const path of [`//api/shared/${token}`, `/API/shared/${token}`, `/api/shared/${token}/`, `/api/shared/${token}%2f..%2f`]) {
      expect((await openShared(path)).statusCode, path).not.toBe(200);
    }
  });

  it('limits openings per address like the other public routes', async () => {
    const remoteAddress = testIp();
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await gateway.app.inject({ url: `/api/shared/${'B'.repeat(43)}`, remoteAddress })).statusCode;
    expect(last).toBe(429);
  });
});
