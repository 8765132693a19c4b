import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { packFileRefusal, UPLOAD_REFUSALS } from '@doco/contracts';
import { createTestGateway } from '../../../test/helpers.ts';
import { MINIMAL_PDF, TRUNCATED_PDF, multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

// Packs (issue 28): several files in one upload become one document, analysed once for one credit.

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const TITLE = Buffer.from('REGISTER SEARCH STATEMENT\nVolume 10455 Folio 812\nRegistered proprietor: Wattlebird Holdings Pty Ltd\n');
const RATES = Buffer.from('RATES NOTICE 2026-27\nAssessment 55120\nAmount due: $2,184.00\n');
const MB = 1024 * 1024;

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

type Part = { name: string; content: Buffer };
async function uploadPack(cookie: string, files: Part[]) {
  const body = await multipartBody(files.map((f) => ({ ...f, field: 'files' })));
  return gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
}
const get = (url: string, cookie: string) => gateway.app.inject({ url, headers: { cookie } });
const documentsOf = (userId: string) => gateway.deps.db.selectFrom('documents').selectAll().where('userId', '=', userId).execute();
const filesOf = (documentId: string) =>
  gateway.deps.db.selectFrom('documentFiles').selectAll().where('documentId', '=', documentId).orderBy('position').execute();
async function stored(key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await gateway.deps.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('a pack of files in one upload', () => {
  it('stores three files in order as one document with one analysis, lists it with its file count, and charges one credit', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const docx = fixture('vendor-statement.docx');
    const res = await uploadPack(cookie, [
      { name: 'contract.pdf', content: MINIMAL_PDF },
      { name: 'vendor statement.docx', content: docx },
      { name: 'title search.txt', content: TITLE },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.document.originalName).toBe('contract.pdf');
    expect(body.files).toEqual([
      { position: 1, name: 'contract.pdf', size: MINIMAL_PDF.length, mimeType: 'application/pdf' },
      { position: 2, name: 'vendor statement.docx', size: docx.length, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { position: 3, name: 'title search.txt', size: TITLE.length, mimeType: 'text/plain' },
    ]);
    expect(body.duplicates).toBeUndefined();

    const [doc] = await documentsOf(user.id);
    expect(doc).toMatchObject({ id: body.document.id, size: MINIMAL_PDF.length + docx.length + TITLE.length });
    const files = await filesOf(body.document.id);
    expect(files.map((f) => [f.position, f.name, f.sha256])).toEqual([
      [1, 'contract.pdf', sha256(MINIMAL_PDF)],
      [2, 'vendor statement.docx', sha256(docx)],
      [3, 'title search.txt', sha256(TITLE)],
    ]);
    expect((await stored(files[2]!.storageKey)).equals(TITLE)).toBe(true);
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toHaveLength(3);

    const list = await get('/api/user/documents', cookie);
    expect(list.json()).toEqual([expect.objectContaining({ id: body.document.id, fileCount: 3, analysis: { id: body.analysis.id, status: 'pending' } })]);
    expect(await gateway.deps.db.selectFrom('analyses').select('id').where('documentId', '=', body.document.id).execute()).toHaveLength(1);

    const started = await gateway.app.inject({ method: 'POST', url: `/api/analyses/${body.analysis.id}/start`, headers: { cookie } });
    expect(started.statusCode).toBe(202);
    expect((await gateway.deps.billing.balance(user.id)).totalCreditsRemaining).toBe(0);
  });

  it('keeps a single upload as it was: one file, its row, its key, file count 1', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const body = await multipartBody([{ name: 'rates.txt', content: RATES }]);
    const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    const id = res.json().document.id;
    const files = await filesOf(id);
    expect(files).toEqual([expect.objectContaining({ position: 1, name: 'rates.txt', storageKey: `documents/${user.id}/${id}` })]);
    expect((await get('/api/user/documents', cookie)).json()[0].fileCount).toBe(1);
  });

  it('stores and reads the same file once when it is attached twice', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const res = await uploadPack(cookie, [
      { name: 'title.txt', content: TITLE },
      { name: 'rates.txt', content: RATES },
      { name: 'title (copy).txt', content: TITLE },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().duplicates).toEqual([{ name: 'title (copy).txt', sameAs: 'title.txt' }]);
    expect((await filesOf(res.json().document.id)).map((f) => f.name)).toEqual(['title.txt', 'rates.txt']);
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toHaveLength(2);
    expect((await documentsOf(user.id))[0]?.size).toBe(TITLE.length + RATES.length);
  });

  it('refuses an 11th file, a pack over 50 MB and a damaged file (naming it), and keeps nothing of any', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `page ${i + 1}.txt`, content: Buffer.from(`Page ${i + 1} of the pack\n`) }));
    const tooMany = await uploadPack(cookie, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: UPLOAD_REFUSALS.tooManyFiles, code: 'too_many_files' });

    // Three files of 17 MB: each within the 20 MB a file may be, 51 MB together.
    const big = (n: number) => ({ name: `scan ${n}.txt`, content: Buffer.alloc(17 * MB, 0x61 + n) });
    const tooLarge = await uploadPack(cookie, [big(1), big(2), big(3)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: UPLOAD_REFUSALS.packTooLarge, code: 'pack_too_large' });

    const damaged = await uploadPack(cookie, [{ name: 'title.txt', content: TITLE }, { name: 'contract.pdf', content: TRUNCATED_PDF }]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toEqual({ message: packFileRefusal('contract.pdf', UPLOAD_REFUSALS.damagedPdf), code: 'damaged_file' });

    expect(await documentsOf(user.id)).toHaveLength(0);
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toEqual([]);
  });

  it('takes ten files, and does not mix a single upload with a pack', async () => {
    const { cookie } = await signedInUser(gateway);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `part ${i + 1}.txt`, content: Buffer.from(`Part ${i + 1}: particulars of sale\n`) }));
    expect((await uploadPack(cookie, ten)).statusCode).toBe(201);
    const mixed = await multipartBody([
      { field: 'files', name: 'a.txt', content: TITLE },
      { field: 'document', name: 'b.txt', content: RATES },
    ]);
    const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...mixed.headers, cookie }, payload: mixed.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('wrong_field');
  });
});

describe("a pack's files in the viewer, and its owner", () => {
  async function pack(cookie: string) {
    const res = await uploadPack(cookie, [
      { name: 'contract.pdf', content: MINIMAL_PDF },
      { name: 'title.txt', content: TITLE },
    ]);
    expect(res.statusCode).toBe(201);
    return res.json() as { document: { id: string }; analysis: { id: string } };
  }

  it('serves each file by its position, the text by pack page with the files it spans, and the spans with the analysis', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document, analysis } = await pack(cookie);
    const first = await get(`/api/documents/${document.id}/file`, cookie);
    expect(first.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    const second = await get(`/api/documents/${document.id}/file?file=2`, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toMatch(/^text\/plain/);
    expect(second.rawPayload.equals(TITLE)).toBe(true);
    for (const query of ['file=3', 'file=0', 'file=abc', 'file=1.5']) {
      expect((await get(`/api/documents/${document.id}/file?${query}`, cookie)).statusCode, query).toBe(404);
    }

    // What the worker stores once it has read the pack: its pages, and the files' spans with the results.
    const spans = [
      { name: 'contract.pdf', firstPage: 1, pageCount: 2 },
      { name: 'title.txt', firstPage: 3, pageCount: 1 },
    ];
    await gateway.deps.db.insertInto('analysisTexts').values({ analysisId: analysis.id, content: ['Contract page one', 'Contract page two', 'Title page'].join('\f'), scannedPages: toJson([]) }).execute();
    await gateway.deps.db
      .insertInto('comprehensivePropertyAnalysis')
      .values({
        analysisId: analysis.id,
        propertyDetails: toJson({ address: null, landSize: null, zoning: null, titleDetails: null, purchasePrice: null, councilValuation: null, deposit: null, settlementDate: null }),
        costs: toJson({ summary: '', totalUpfront: 0, totalOngoing: 0, totalInvestment: 0, costWarnings: [], breakdown: [] }),
        buyerSummary: toJson({ overallRisk: 'low', keyPoints: [], redFlags: [], recommendations: [] }),
        files: toJson(spans),
      })
      .execute();
    const text = (await get(`/api/documents/${document.id}/text`, cookie)).json();
    expect(text.pages).toHaveLength(3);
    expect(text.files).toEqual([
      { ...spans[0], position: 1, kind: 'pdf' },
      { ...spans[1], position: 2, kind: 'txt' },
    ]);
    const served = await get(`/api/analyses/${analysis.id}`, cookie);
    expect(served.json().files, served.body).toEqual(spans);
  });

  it("answers 404 to another user for the pack's files, text, analysis and deletion; its owner deletes every file", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { document, analysis } = await pack(owner.cookie);
    for (const url of [`/api/documents/${document.id}/file?file=2`, `/api/documents/${document.id}/file`, `/api/documents/${document.id}/text`, `/api/analyses/${analysis.id}`, `/api/documents/${document.id}/analysis`]) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Volume 10455');
    }
    expect((await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${document.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect(await gateway.listStoredKeys(`documents/${owner.user.id}`)).toHaveLength(2);

    expect((await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${document.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect(await filesOf(document.id)).toEqual([]);
    expect(await gateway.listStoredKeys(`documents/${owner.user.id}`)).toEqual([]);
  });
});
