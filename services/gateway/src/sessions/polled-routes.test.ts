import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAnalysis, createDocument } from '@doco/testkit';
import { createTestGateway, sessionCookieOf, testIp, type TestGateway } from '../../test/helpers.ts';
import { signedInUser } from '../../test/sign-in.ts';

// The two routes an open page polls, the credits and the document's analysis, are answered from memory
// on their hot path (issue 25): the session, the user's row, the credits answer and the completed
// analysis. Memory never outlives what ended them: a logout or a password change in one gateway is
// refused on the next poll there and, once the broadcast has arrived, in another one; another user's
// document stays 404.

let gateway: TestGateway;
let other: FastifyInstance;
beforeAll(async () => {
  gateway = await createTestGateway();
  other = await gateway.another();
});
afterAll(() => gateway?.close());

/** Pub/sub between the two processes is asynchronous: a few milliseconds. */
const settle = () => new Promise((r) => setTimeout(r, 100));

/** A signed-in buyer with a completed analysis of one document. */
async function buyerWithCompletedAnalysis() {
  const { user, cookie } = await signedInUser(gateway);
  const document = await createDocument(gateway.deps.db, user.id);
  const analysis = await createAnalysis(gateway.deps.db, document.id);
  await gateway.deps.db.updateTable('analyses').set({ status: 'completed', stage: 'done', progress: 100, completedAt: new Date() }).where('id', '=', analysis.id).execute();
  return { user, cookie, documentUrl: `/api/documents/${document.id}/analysis` };
}

const poll = (app: FastifyInstance, url: string, cookie: string, etag?: string) =>
  app.inject({ url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

/** Polls both routes twice on `app`, so that everything they read is held in its memory; returns the analysis's ETag. */
async function warm(app: FastifyInstance, cookie: string, documentUrl: string) {
  let etag = '';
  for (let i = 0; i < 2; i++) {
    expect((await poll(app, '/api/subscription/credits', cookie)).statusCode).toBe(200);
    const analysis = await poll(app, documentUrl, cookie);
    expect(analysis.statusCode).toBe(200);
    etag = analysis.headers.etag as string;
  }
  expect((await poll(app, documentUrl, cookie, etag)).statusCode).toBe(304);
  return etag;
}

/** Both polled routes refuse `cookie` on `app`: 401, with or without the ETag, and no analysis in the body. */
async function refusedOn(app: FastifyInstance, cookie: string, documentUrl: string, etag: string) {
  const credits = await poll(app, '/api/subscription/credits', cookie);
  expect(credits.statusCode).toBe(401);
  expect(credits.body).not.toContain('CreditsRemaining');
  for (const answer of [await poll(app, documentUrl, cookie), await poll(app, documentUrl, cookie, etag)]) {
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body).not.toContain('concerns');
  }
}

describe('the polled routes, answered from memory', () => {
  it('refuse a logged-out session on the next poll in this gateway, and in the other once told', async () => {
    const { cookie, documentUrl } = await buyerWithCompletedAnalysis();
    const etag = await warm(gateway.app, cookie, documentUrl);
    await warm(other, cookie, documentUrl);
    expect((await gateway.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    await refusedOn(gateway.app, cookie, documentUrl, etag);
    await settle();
    await refusedOn(other, cookie, documentUrl, etag);
  });

  it('refuse the other sessions of a password changed in another browser, wherever they are held', async () => {
    const { user, cookie, documentUrl } = await buyerWithCompletedAnalysis();
    const second = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password: 'correct-horse-battery-staple' } });
    const secondCookie = `doco.sid=${second.cookies.find((c) => c.name === 'doco.sid')!.value}`;
    const etag = await warm(gateway.app, secondCookie, documentUrl);
    await warm(other, secondCookie, documentUrl);
    const changed = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'correct-horse-battery-staple', newPassword: 'Another-Long-Passphrase-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refusedOn(gateway.app, secondCookie, documentUrl, etag);
    await settle();
    await refusedOn(other, secondCookie, documentUrl, etag);
    // The browser that changed the password goes on polling (under the session id it was given).
    const kept = changed.cookies.some((c) => c.name === 'doco.sid') ? sessionCookieOf(changed) : cookie;
    expect((await poll(gateway.app, '/api/subscription/credits', kept)).statusCode).toBe(200);
    expect((await poll(gateway.app, documentUrl, kept)).statusCode).toBe(200);
  });

  it("answer 404 for another user's document, its analysis cached for its owner, with or without the owner's ETag", async () => {
    const owner = await buyerWithCompletedAnalysis();
    const stranger = await signedInUser(gateway);
    const etag = await warm(gateway.app, owner.cookie, owner.documentUrl);
    expect((await poll(gateway.app, '/api/subscription/credits', stranger.cookie)).statusCode).toBe(200); // the stranger's session in memory too
    for (const answer of [await poll(gateway.app, owner.documentUrl, stranger.cookie), await poll(gateway.app, owner.documentUrl, stranger.cookie, etag)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.json().message).toBe('No analysis found for this document.');
    }
  });

  it('send the cached credits answer with only the fields its schema names, the same on every poll', async () => {
    const { cookie } = await signedInUser(gateway);
    const first = await poll(gateway.app, '/api/subscription/credits', cookie);
    const again = await poll(gateway.app, '/api/subscription/credits', cookie);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.body).toBe(first.body);
    expect(Object.keys(again.json()).sort()).toEqual(['freeCreditsRemaining', 'paygCreditsRemaining', 'subscriptionCreditsRemaining', 'subscriptionPlan', 'totalCreditsRemaining']);
  });
});
