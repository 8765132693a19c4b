import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../../test/helpers.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { purgeUnanalysedDocuments } from './clean-up.ts';
import { UNANALYSED_DOCUMENT_TTL_MS } from './limits.ts';

const QUOTA = 64 * 1024;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway({ quotaBytes: QUOTA });
});
afterAll(() => gateway.close());

const text = (bytes: number) => Buffer.from(`CONTRACT OF SALE OF REAL ESTATE\n${'Price: $615,000\n'.repeat(Math.ceil(bytes / 16))}`.slice(0, bytes));
async function upload(cookie: string, content = text(200)) {
  const body = await multipartBody([{ name: 'contract.txt', content }]);
  return gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
}
const documentsOf = (userId: string) => gateway.deps.db.selectFrom('documents').select(['id', 'storageKey']).where('userId', '=', userId).execute();

describe('uploads per user', () => {
  it('are limited to 30 an hour: the 31st gets 429 and stores nothing; another user is not affected', async () => {
    const { user, cookie } = await signedInUser(gateway);
    for (let i = 0; i < 30; i += 1) expect((await upload(cookie, text(100))).statusCode).toBe(201);
    const refused = await upload(cookie, text(100));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(await documentsOf(user.id)).toHaveLength(30);
    const other = await signedInUser(gateway);
    expect((await upload(other.cookie)).statusCode).toBe(201);
  });

  it('stop at the storage quota with 413 and a message; nothing of the refused file is kept', async () => {
    const { user, cookie } = await signedInUser(gateway);
    expect((await upload(cookie, text(40 * 1024))).statusCode).toBe(201);
    const objectsBefore = (await gateway.listStoredKeys(`documents/${user.id}`)).length;
    const full = await upload(cookie, text(30 * 1024));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ message: 'Your document storage is full (64 KB). Delete documents you no longer need and try again.', code: 'quota_full' });
    expect(await documentsOf(user.id)).toHaveLength(1);
    expect((await gateway.listStoredKeys(`documents/${user.id}`)).length).toBe(objectsBefore);
    // Deleting a document frees its room.
    const [doc] = await documentsOf(user.id);
    await gateway.app.inject({ method: 'DELETE', url: `/api/documents/${doc?.id}`, headers: { cookie } });
    expect((await upload(cookie, text(30 * 1024))).statusCode).toBe(201);
  });
});

describe('a pack (issue 28)', () => {
  it('is one upload for the rate limit and counts all its files against the quota', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const pack = async (sizes: number[]) => {
      const body = await multipartBody(sizes.map((size, i) => ({ field: 'files', name: `part-${i}.txt`, content: text(size - i) })));
      return gateway.app.inject({ method: 'POST', url: '/api/documents', headers: { ...body.headers, cookie }, payload: body.payload });
    };
    const refused = await pack([30 * 1024, 30 * 1024, 10 * 1024]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('quota_full');
    expect(await gateway.listStoredKeys(`documents/${user.id}`)).toEqual([]);
    expect((await pack([20 * 1024, 20 * 1024, 10 * 1024])).statusCode).toBe(201);
    const [doc] = await documentsOf(user.id);
    const row = await gateway.deps.db.selectFrom('documents').select('size').where('id', '=', doc!.id).executeTakeFirstOrThrow();
    expect(row.size).toBe(20 * 1024 + 20 * 1024 - 1 + 10 * 1024 - 2);
    // The refused pack and the stored one were two uploads: 28 more make 30, and the 31st is refused.
    for (let i = 0; i < 28; i += 1) expect((await upload(cookie, text(10))).statusCode).toBe(201);
    expect((await upload(cookie, text(10))).statusCode).toBe(429);
  });
});

describe('documents never analysed', () => {
  it('are removed with their stored files after 30 days; started ones and recent ones stay', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload(cookie)).json().document.id);
    const [stale, started, recent] = ids as [string, string, string];
    const old = new Date(Date.now() - UNANALYSED_DOCUMENT_TTL_MS - 3600_000);
    await gateway.deps.db.updateTable('documents').set({ createdAt: old }).where('id', 'in', [stale, started]).execute();
    const startedAnalysis = await gateway.deps.db.selectFrom('analyses').select('id').where('documentId', '=', started).executeTakeFirstOrThrow();
    expect((await gateway.app.inject({ method: 'POST', url: `/api/analyses/${startedAnalysis.id}/start`, headers: { cookie } })).statusCode).toBe(202);

    const keysBefore = await gateway.listStoredKeys(`documents/${user.id}`);
    expect(await purgeUnanalysedDocuments(gateway.deps, pino({ level: 'silent' }))).toBeGreaterThanOrEqual(1);
    const left = (await documentsOf(user.id)).map((d) => d.id).sort();
    expect(left).toEqual([started, recent].sort());
    const keysAfter = await gateway.listStoredKeys(`documents/${user.id}`);
    expect(keysAfter.length).toBe(keysBefore.length - 1);
    expect(keysAfter.some((k) => k.includes(stale))).toBe(false);
  });
});
