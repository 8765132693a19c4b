import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { createTestGateway, type TestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

// GET /api/analyses/compare (issue 28): two or three of the buyer's completed analyses side by side.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway?.close());

async function upload(cookie: string, name: string) {
  const body = await multipartBody([{ name, content: Buffer.from(`CONTRACT OF SALE\nProperty: ${name}\n`) }]);
  const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
  return res.json() as { document: { id: string }; analysis: { id: string } };
}

interface Property {
  address: string;
  price: string;
  duty: number;
  /** The one risk this property has: its kind and level. */
  risk: { kind: 'flood_overlay' | 'easement'; title: string; severity: 'high' | 'medium' };
}

/** An upload whose analysis the worker has completed: one concern with its question, costs and a settlement date. */
async function completed(cookie: string, name: string, p: Property) {
  const { document, analysis } = await upload(cookie, name);
  const db = gateway.deps.db;
  await db.updateTable('analyses').set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date() }).where('id', '=', analysis.id).execute();
  await db
    .insertInto('concerns')
    .values({ analysisId: analysis.id, category: 'legal', title: p.risk.title, description: 'd', confidence: 90, location: 'Page 1', context: 'q', position: 0, kind: p.risk.kind, severity: p.risk.severity })
    .execute();
  await db
    .insertInto('comprehensivePropertyAnalysis')
    .values({
      analysisId: analysis.id,
      documentType: 'contract',
      state: 'VIC',
      propertyDetails: toJson({ address: p.address, landSize: null, zoning: null, titleDetails: null, purchasePrice: p.price, councilValuation: null, deposit: '$60,000 (10% of the price)', settlementDate: '30 Apr 2027' }),
      costs: toJson({
        summary: '',
        totalUpfront: p.duty + 150_000,
        totalOngoing: 300_000,
        totalInvestment: 60_000_000 + p.duty + 150_000 + 300_000,
        costWarnings: [],
        breakdown: [
          { category: 'Stamp duty', amount: p.duty, isRecurring: false, description: 'Transfer (stamp) duty, VIC — general rate' },
          { category: 'Legal', amount: 150_000, isRecurring: false, description: 'Conveyancing' },
        ],
      }),
      buyerSummary: toJson({ overallRisk: p.risk.severity, keyPoints: [], redFlags: [], recommendations: [] }),
      keyDates: toJson([{ kind: 'settlement', label: 'Settlement', date: '2027-04-30', basis: 'the contract says so', quote: 'Settlement: 30 April 2027', page: 1, rule: null }]),
      vendorQuestions: toJson([{ question: `Please give details of the ${p.risk.title.toLowerCase()}.`, why: 'w', quote: 'q', page: 1, concernIndex: 0 }]),
    })
    .execute();
  return { documentId: document.id, analysisId: analysis.id };
}

const GUM_ROAD: Property = { address: '4 Gum Road, Shepparton VIC 3630', price: '$600,000', duty: 3_107_000, risk: { kind: 'flood_overlay', title: 'Land subject to inundation overlay', severity: 'high' } };
const SALT_LANE: Property = { address: '17 Salt Lane, Geelong VIC 3220', price: '$720,000', duty: 3_767_000, risk: { kind: 'easement', title: 'Drainage easement E-2', severity: 'medium' } };

const compare = (cookie: string, ids: string[]) => gateway.app.inject({ url: `/api/analyses/compare?ids=${ids.join(',')}`, headers: { cookie } });

describe('GET /api/analyses/compare', () => {
  it('gives two of my completed analyses in the order asked, with facts, cost totals and duty in cents, concerns, dates and questions', async () => {
    const { cookie } = await signedInUser(gateway);
    const gum = await completed(cookie, 'gum-road-contract.pdf', GUM_ROAD);
    const salt = await completed(cookie, 'salt-lane-contract.txt', SALT_LANE);

    const res = await compare(cookie, [salt.analysisId, gum.analysisId]);
    expect(res.statusCode).toBe(200);
    const { analyses } = res.json();
    expect(analyses.map((a: { id: string }) => a.id)).toEqual([salt.analysisId, gum.analysisId]);
    const [first, second] = analyses;
    expect(first).toEqual({
      id: salt.analysisId,
      documentId: salt.documentId,
      documentName: 'salt-lane-contract',
      completedAt: expect.any(String),
      property: { address: SALT_LANE.address, purchasePrice: '$720,000', deposit: '$60,000 (10% of the price)', settlementDate: '30 Apr 2027' },
      overallRisk: 'medium',
      costs: { totalUpfront: 3_917_000, totalOngoing: 300_000, totalInvestment: 64_217_000, transferDuty: 3_767_000 },
      concerns: [{ id: expect.any(String), kind: 'easement', title: 'Drainage easement E-2', severity: 'medium' }],
      checked: [],
      couldNotConfirm: [],
      keyDates: [{ kind: 'settlement', label: 'Settlement', date: '2027-04-30', rule: null }],
      vendorQuestions: [{ question: 'Please give details of the drainage easement e-2.', concernId: first.concerns[0].id }],
      hiddenItems: [],
    });
    expect(second).toMatchObject({ documentName: 'gum-road-contract', costs: { transferDuty: 3_107_000 }, concerns: [{ kind: 'flood_overlay', severity: 'high' }] });

    // A completed analysis already served (so held in memory) is compared from the same response.
    expect((await gateway.app.inject({ url: `/api/analyses/${gum.analysisId}`, headers: { cookie } })).statusCode).toBe(200);
    const again = await compare(cookie, [gum.analysisId, salt.analysisId]);
    expect(again.json().analyses).toEqual([second, first]);
    // `ids=a&ids=b` reads the same.
    const repeated = await gateway.app.inject({ url: `/api/analyses/compare?ids=${gum.analysisId}&ids=${salt.analysisId}`, headers: { cookie } });
    expect(repeated.json().analyses).toEqual([second, first]);
  });

  it('gives the items the buyer hid from a report, so the comparison leaves them out too', async () => {
    const { cookie } = await signedInUser(gateway);
    const gum = await completed(cookie, 'gum.txt', GUM_ROAD);
    const salt = await completed(cookie, 'salt.txt', SALT_LANE);
    const concernId = (await compare(cookie, [gum.analysisId, salt.analysisId])).json().analyses[0].concerns[0].id;
    for (const item of [{ kind: 'concern', key: concernId }, { kind: 'fact', key: 'purchasePrice' }]) {
      const hid = await gateway.app.inject({ method: 'PUT', url: `/api/analyses/${gum.analysisId}/hidden-items`, headers: { cookie }, payload: { item, hidden: true } });
      expect(hid.statusCode).toBe(200);
    }
    const [gumShown, saltShown] = (await compare(cookie, [gum.analysisId, salt.analysisId])).json().analyses;
    expect(gumShown.hiddenItems).toEqual([{ kind: 'concern', key: concernId }, { kind: 'fact', key: 'purchasePrice' }]);
    expect(saltShown.hiddenItems).toEqual([]);
  });

  it("answers 404 for the whole request when one id is another user's, and tells nothing of it", async () => {
    const me = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const mine = await completed(me.cookie, 'mine.txt', GUM_ROAD);
    const theirs = await completed(other.cookie, 'theirs.txt', SALT_LANE);
    const res = await compare(me.cookie, [mine.analysisId, theirs.analysisId]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'One of these analyses was not found. Go back to your documents and choose again.', code: 'not_found' });
    expect(res.body).not.toContain(SALT_LANE.address);
    // An id that does not exist, or is not an id at all, reads the same.
    expect((await compare(me.cookie, [mine.analysisId, '0b7c4a52-2f1e-4c4b-9a57-6d5b0f1f2e3a'])).statusCode).toBe(404);
    expect((await compare(me.cookie, [mine.analysisId, "1' or '1'='1"])).statusCode).toBe(404);
    // Another user's analysis still running is not found, not 'not analysed yet' (which would name it).
    const running = await upload(other.cookie, 'their-secret-address.txt');
    const hidden = await compare(me.cookie, [mine.analysisId, running.analysis.id]);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('their-secret-address');
  });

  it('answers 400 for fewer than two or more than three analyses (a repeated id counts once)', async () => {
    const { cookie } = await signedInUser(gateway);
    const ids = await Promise.all(['a', 'b', 'c', 'd'].map(async (n) => (await completed(cookie, `${n}.txt`, GUM_ROAD)).analysisId));
    const four = await compare(cookie, ids);
    expect(four.statusCode).toBe(400);
    expect(four.json()).toEqual({ message: 'Choose 2 or 3 analyses to compare.', code: 'bad_request' });
    expect((await compare(cookie, ids.slice(0, 1))).statusCode).toBe(400);
    expect((await compare(cookie, [ids[0]!, ids[0]!])).statusCode).toBe(400);
    expect((await gateway.app.inject({ url: '/api/analyses/compare', headers: { cookie } })).statusCode).toBe(400);
    expect((await compare(cookie, ids.slice(0, 3))).json().analyses).toHaveLength(3);
  });

  it('answers 409 with a message naming the document when one analysis is not completed, or failed', async () => {
    const { cookie } = await signedInUser(gateway);
    const done = await completed(cookie, 'done.txt', GUM_ROAD);
    const waiting = await upload(cookie, 'waiting-contract.pdf');
    const res = await compare(cookie, [done.analysisId, waiting.analysis.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: '“waiting-contract” is not analysed yet. Only completed analyses can be compared.', code: 'analysis_not_ready' });

    await gateway.deps.db.updateTable('analyses').set({ status: 'failed', errorMessage: 'x' }).where('id', '=', waiting.analysis.id).execute();
    const failed = await compare(cookie, [done.analysisId, waiting.analysis.id]);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe('“waiting-contract” could not be analysed. Only completed analyses can be compared.');
  });

  it('answers 401 without a session', async () => {
    const res = await gateway.app.inject({ url: '/api/analyses/compare?ids=a,b' });
    expect(res.statusCode).toBe(401);
  });
});
