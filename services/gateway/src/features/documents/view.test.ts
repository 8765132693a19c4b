import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { createTestGateway } from '../../../test/helpers.ts';
import { MINIMAL_PDF, jpegOf, multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

// The document viewer's routes (issue 26): the original file and the text by page, owner only.

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const UNKNOWN = '7b0c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f';

async function upload(cookie: string, name: string, content: Buffer) {
  const body = await multipartBody([{ name, content }]);
  const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { document: { id: string }; analysis: { id: string } };
}
const get = (url: string, cookie: string) => gateway.app.inject({ url, headers: { cookie } });

/** What the worker stores once it has read a document: its pages separated by form feeds, and the scanned ones. */
async function storeText(analysisId: string, pages: string[], scannedPages: { page: number; confidence: number }[] = []) {
  await gateway.deps.db.insertInto('analysisTexts').values({ analysisId, content: pages.join('\f'), scannedPages: toJson(scannedPages) }).execute();
}

describe('GET /api/documents/{id}/file', () => {
  it("gives the owner the PDF's own bytes to show inline, never cached, with the security headers", async () => {
    const { cookie } = await signedInUser(gateway);
    const { document } = await upload(cookie, 'statement.pdf', MINIMAL_PDF);
    const res = await get(`/api/documents/${document.id}/file`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it('gives a text document as a download of its own type, not to be shown by the browser', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document } = await upload(cookie, 'notes.pdf', Buffer.from('<html><script>alert(1)</script> a text file named .pdf\n'));
    const res = await get(`/api/documents/${document.id}/file`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it("answers 404 for another user's document, an unknown id and a malformed one", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { document } = await upload(owner.cookie, 'statement.pdf', MINIMAL_PDF);
    for (const [url, cookie] of [
      [`/api/documents/${document.id}/file`, other.cookie],
      [`/api/documents/${UNKNOWN}/file`, owner.cookie],
      ['/api/documents/not-an-id/file', owner.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Document not found');
    }
  });

  it('asks for a sign-in', async () => {
    expect((await gateway.app.inject({ url: `/api/documents/${UNKNOWN}/file` })).statusCode).toBe(401);
  });
});

describe('GET /api/documents/{id}/text', () => {
  it('gives the owner the text its analysis read, page by page, with the pages read from a scan', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document, analysis } = await upload(cookie, 'contract.txt', Buffer.from('Sale of 9 Grevillea Way\fThe land is subject to a caveat.\n'));
    const early = await get(`/api/documents/${document.id}/text`, cookie);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe("This document's text is not ready yet.");

    await storeText(analysis.id, ['Sale of 9 Grevillea Way', '', 'The land is subject to a caveat.'], [{ page: 3, confidence: 87 }]);
    const res = await get(`/api/documents/${document.id}/text`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      kind: 'txt',
      pages: [
        { page: 1, text: 'Sale of 9 Grevillea Way' },
        { page: 2, text: '' },
        { page: 3, text: 'The land is subject to a caveat.' },
      ],
      scannedPages: [{ page: 3, confidence: 87 }],
    });
  });

  it('names a PDF as a PDF, so the viewer draws its pages', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document, analysis } = await upload(cookie, 'statement.pdf', MINIMAL_PDF);
    await storeText(analysis.id, ['Page one']);
    expect((await get(`/api/documents/${document.id}/text`, cookie)).json()).toMatchObject({ kind: 'pdf', pages: [{ page: 1, text: 'Page one' }] });
  });

  it('names a photographed page by its kind and gives the text OCR read from it (the viewer shows that text)', async () => {
    const { cookie } = await signedInUser(gateway);
    const { document, analysis } = await upload(cookie, 'IMG_0412.JPG', jpegOf(3024, 4032));
    await storeText(analysis.id, ['Property address: 41 Kookaburra Rise'], [{ page: 1, confidence: 91 }]);
    expect((await get(`/api/documents/${document.id}/text`, cookie)).json()).toEqual({
      kind: 'jpg',
      pages: [{ page: 1, text: 'Property address: 41 Kookaburra Rise' }],
      scannedPages: [{ page: 1, confidence: 91 }],
    });
    const file = await get(`/api/documents/${document.id}/file`, cookie);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe('attachment');
  });

  it("answers 404 for another user's document, an unknown id and a malformed one", async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const { document, analysis } = await upload(owner.cookie, 'contract.txt', Buffer.from('Private words of the owner only.\n'));
    await storeText(analysis.id, ['Private words of the owner only.']);
    for (const [url, cookie] of [
      [`/api/documents/${document.id}/text`, other.cookie],
      [`/api/documents/${UNKNOWN}/text`, owner.cookie],
      ['/api/documents/not-an-id/text', owner.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Private words');
    }
  });
});

describe('the analysis response', () => {
  it('lists the pages read from a scan with their confidence', async () => {
    const { cookie } = await signedInUser(gateway);
    const { analysis } = await upload(cookie, 'contract.txt', Buffer.from('Some words of a contract.\n'));
    expect((await get(`/api/analyses/${analysis.id}`, cookie)).json().scannedPages).toEqual([]);
    await storeText(analysis.id, ['typed page', 'scanned page'], [{ page: 2, confidence: 64 }]);
    expect((await get(`/api/analyses/${analysis.id}`, cookie)).json().scannedPages).toEqual([{ page: 2, confidence: 64 }]);
  });
});
