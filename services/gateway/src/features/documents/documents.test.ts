import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../../../test/helpers.ts';
import { UPLOAD_REFUSALS } from '@doco/contracts';
import { ENCRYPTED_PDF, MINIMAL_PDF, PNG, TRUNCATED_PDF, heicOf, jpegOf, multipartBody, pngOf } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const SECTION_32 = Buffer.from('VENDOR STATEMENT\nSection 32 of the Sale of Land Act 1962\nLand: 1 Test Street, Geelong VIC 3220\n');

let gateway: Awaited<ReturnType<typeof createTestGateway>>;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

async function upload(cookie: string, files: Parameters<typeof multipartBody>[0]) {
  const body = await multipartBody(files);
  return gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
}

async function documentRows(userId: string) {
  return gateway.deps.db.selectFrom('documents').selectAll().where('userId', '=', userId).execute();
}

describe('POST /api/documents', () => {
  it('stores the file, creates the document and a pending analysis, and lists it', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const res = await upload(cookie, [{ name: 'Section 32 - 1 Test St.txt', content: SECTION_32 }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.document).toMatchObject({ originalName: 'Section 32 - 1 Test St.txt' });
    expect(body.analysis).toEqual({ id: expect.any(String), status: 'pending' });

    const [row] = await documentRows(user.id);
    expect(row).toMatchObject({ id: body.document.id, mimeType: 'text/plain', size: SECTION_32.length, sha256: sha256(SECTION_32) });
    expect(row!.storageKey).toBe(`documents/${user.id}/${body.document.id}`);
    const chunks: Buffer[] = [];
    for await (const chunk of await gateway.deps.storage.get(row!.storageKey)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(SECTION_32)).toBe(true);

    const list = await gateway.app.inject({ url: '/api/user/documents', headers: { cookie } });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: body.document.id, originalName: 'Section 32 - 1 Test St.txt', analysis: { id: body.analysis.id, status: 'pending' } }),
    ]);
  });

  it('judges the type by the bytes, not the name', async () => {
    const { user, cookie } = await signedInUser(gateway);
    expect((await upload(cookie, [{ name: 'contract.txt', content: MINIMAL_PDF }])).statusCode).toBe(201);
    expect((await upload(cookie, [{ name: 'statement', content: fixture('vendor-statement.docx') }])).statusCode).toBe(201);
    const types = (await documentRows(user.id)).map((d) => d.mimeType).sort();
    expect(types).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
  });

  it('takes photos of a page (JPEG, PNG, HEIC) by their bytes, whatever their names', async () => {
    const { user, cookie } = await signedInUser(gateway);
    for (const [name, content] of [['IMG_0412.JPG', jpegOf(4032, 3024)], ['scan', pngOf(2480, 3508)], ['IMG_0413.HEIC', heicOf(5712, 4284)]] as const) {
      const res = await upload(cookie, [{ name, content }]);
      expect(res.statusCode, name).toBe(201);
    }
    const types = (await documentRows(user.id)).map((d) => d.mimeType).sort();
    expect(types).toEqual(['image/heic', 'image/jpeg', 'image/png']);
  });

  const GARBAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) % 256));
  it.each([
    ['an encrypted PDF', 'locked.pdf', ENCRYPTED_PDF, UPLOAD_REFUSALS.passwordPdf, 'password_protected'],
    ['a truncated PDF', 'broken.pdf', TRUNCATED_PDF, UPLOAD_REFUSALS.damagedPdf, 'damaged_file'],
    ['bytes that are no PDF under a .pdf name', 'contract.pdf', GARBAGE, UPLOAD_REFUSALS.damagedPdf, 'damaged_file'],
    ['bytes that are nothing we read', 'server.log', GARBAGE, UPLOAD_REFUSALS.type, 'unsupported_file'],
    ['a zip that is not a Word file', 'fake.docx', fixture('not-a-docx.zip'), UPLOAD_REFUSALS.type, 'unsupported_file'],
    ['a PNG cut short', 'photo.png', PNG, UPLOAD_REFUSALS.damagedPhoto, 'damaged_file'],
    ['a PNG whose header claims 20,000 x 20,000 pixels', 'bomb.png', pngOf(20_000, 20_000), UPLOAD_REFUSALS.photoTooLarge, 'photo_too_large'],
    ['a JPEG of 9,000 x 6,000 pixels', 'big.jpg', jpegOf(9000, 6000), UPLOAD_REFUSALS.photoTooLarge, 'photo_too_large'],
    ['an HEIC of 8,064 x 6,048 pixels', 'big.heic', heicOf(8064, 6048), UPLOAD_REFUSALS.photoTooLarge, 'photo_too_large'],
    ['an empty file', 'empty.txt', Buffer.alloc(0), UPLOAD_REFUSALS.empty, 'empty_file'],
  ])('refuses %s with a clear 400 that says why, and keeps nothing', async (_label, name, content, message, code) => {
    const { user, cookie } = await signedInUser(gateway);
    const res = await upload(cookie, [{ name, content }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code });
    expect(await documentRows(user.id)).toHaveLength(0);
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toEqual([]);
  });

  it('refuses a file over 20 MB with 413 and keeps nothing', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const res = await upload(cookie, [{ name: 'huge.txt', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large. The maximum size is 20 MB.');
    expect(await documentRows(user.id)).toHaveLength(0);
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toEqual([]);
  });

  it('takes exactly one file in the field "document"', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const two = await upload(cookie, [
      { name: 'a.txt', content: SECTION_32 },
      { name: 'b.txt', content: SECTION_32 },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(UPLOAD_REFUSALS.oneFile);
    const wrongField = await upload(cookie, [{ field: 'file', name: 'a.txt', content: SECTION_32 }]);
    expect(wrongField.statusCode).toBe(400);
    expect(await documentRows(user.id)).toHaveLength(0);
  });

  it('keeps the original name for display only', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const res = await upload(cookie, [{ name: '../../etc/passwd.txt', content: SECTION_32 }]);
    expect(res.json().document.originalName).toBe('passwd.txt');
    const [row] = await documentRows(user.id);
    expect(row!.storageKey).toBe(`documents/${user.id}/${row!.id}`);
  });

  it('is for signed-in users only', async () => {
    const body = await multipartBody([{ name: 'a.txt', content: SECTION_32 }]);
    const res = await gateway.app.inject({ method: 'POST', url: '/api/documents', headers: body.headers, payload: body.payload });
    expect(res.statusCode).toBe(401);
    expect((await gateway.app.inject({ url: '/api/user/documents' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/documents/{id}', () => {
  it('removes the stored file and every row, and only for the owner', async () => {
    const owner = await signedInUser(gateway);
    const other = await signedInUser(gateway);
    const uploaded = (await upload(owner.cookie, [{ name: 'a.txt', content: SECTION_32 }])).json();
    const id = uploaded.document.id;

    const stranger = await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie: other.cookie } });
    expect(stranger.statusCode).toBe(404);

    const res = await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await documentRows(owner.user.id)).toHaveLength(0);
    expect(await gateway.deps.db.selectFrom('analyses').select('id').where('id', '=', uploaded.analysis.id).execute()).toHaveLength(0);
    expect(await gateway.listStoredKeys(`documents/${owner.user.id}`)).toEqual([]);
    const again = await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie: owner.cookie } });
    expect(again.statusCode).toBe(404);
  });
});
