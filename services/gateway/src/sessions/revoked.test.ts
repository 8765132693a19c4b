import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from 'fastify';
import type { Selectable } from 'kysely';
import { toJson, type JsonObject, type SessionsTable } from '@doco/db';
import { createUser } from '@doco/testkit';
import { createTestGateway, sessionCookieOf, testIp, type TestGateway } from '../../test/helpers.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createUsersRepository } from '../features/auth/users.repository.ts';
import { expiresIn, hashToken, RESET_TTL_MS } from '../features/auth/tokens.ts';
import { SESSION_TOUCH_EVERY_MS } from './plugin.ts';
import { PgSessionStore } from './store.ts';
import { createSessionCache } from './auth-cache.ts';

// Issue 24 §4: a session that was ended stays ended. A request that loaded it before the logout, the
// password change or the reset cannot write it back, and a row that comes back anyway is refused.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway?.close());

const PASSWORD = 'correct-horse-battery-staple';
const me = (cookie: string) => gateway.app.inject({ url: '/api/auth/user', headers: { cookie } });
const rowsOf = (userId: string) => gateway.deps.db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
/** A session row as read, to be written back as it was. */
const asInsert = (row: Selectable<SessionsTable>) => ({ ...row, sess: toJson(row.sess as JsonObject) });
const login = async (email: string, password = PASSWORD) =>
  sessionCookieOf(await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email, password } }));

/** A request body the test hands over when it chooses; `reading` settles once the server starts reading it. */
function heldBody() {
  let started = () => {};
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  const stream = new Readable({ read: () => started() });
  const send = (body: object) => {
    stream.push(JSON.stringify(body));
    stream.push(null);
  };
  return { stream, reading, send };
}

describe('a session that was ended', () => {
  it('is not written back by a slow request that loaded it before the logout', async () => {
    const { user, cookie } = await signedInUser(gateway);
    // Its last touch a few minutes old: the slow request will push the expiry on, and so save the session.
    const [row] = await rowsOf(user.id);
    const sess = { ...(row!.sess as JsonObject), touchedAt: Date.now() - SESSION_TOUCH_EVERY_MS - 1000 };
    await gateway.deps.db.updateTable('sessions').set({ sess: toJson(sess) }).where('sid', '=', row!.sid).execute();
    gateway.app.sessionCache?.userChanged(user.id);

    const body = heldBody();
    const slow = gateway.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, 'content-type': 'application/json' },
      payload: body.stream,
    });
    await body.reading; // its session is loaded; it now waits for its body
    const logout = await gateway.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    body.send({ currentPassword: 'not-the-password-1', newPassword: 'Another-Long-Passphrase-77' });
    expect((await slow).statusCode).toBe(400);

    expect(await rowsOf(user.id)).toEqual([]);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('is not kept in memory by a read of its row that began before the logout', async () => {
    const { user } = await signedInUser(gateway);
    const [row] = await rowsOf(user.id);
    const cache = createSessionCache({ channel: 'revoked-test' });
    const store = new PgSessionStore(gateway.deps.db, undefined, cache);
    const read = new Promise<Session | null | undefined>((resolve, reject) => store.get(row!.sid, (err, session) => (err ? reject(err) : resolve(session))));
    cache.drop(row!.sid); // the logout, while the read is on its way back from Postgres
    expect(await read).toMatchObject({ userId: user.id });
    expect(cache.get(row!.sid)).toBeUndefined();
    await cache.close();
  });

  it('after a password change, an older session is refused even if its row exists; the changing one carries on', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const [mine] = await rowsOf(user.id);
    const other = await login(user.email);
    const before = (await rowsOf(user.id)).find((r) => r.sid !== mine!.sid);
    expect(before).toBeDefined();
    const changed = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'Another-Long-Passphrase-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The other session's row comes back as it was (a write that raced the change, a restored backup).
    await gateway.deps.db.insertInto('sessions').values(asInsert(before!)).execute();
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(changed))).statusCode).toBe(200);
    expect((await me(await login(user.email, 'Another-Long-Passphrase-77'))).statusCode).toBe(200);
  });

  it('after a password reset, an older session is refused even if its row exists; a new sign-in works', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const [before] = await rowsOf(user.id);
    const token = `reset-${Date.now()}-${Math.random()}`;
    await createUsersRepository(gateway.deps.db).setResetToken(user.id, hashToken(token), expiresIn(RESET_TTL_MS));
    const reset = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: testIp(),
      payload: { token, newPassword: 'Reset-By-Email-Passphrase-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
    await gateway.deps.db.insertInto('sessions').values(asInsert(before!)).execute();
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(await login(user.email, 'Reset-By-Email-Passphrase-9'))).statusCode).toBe(200);
  });
});

describe('an admin session', () => {
  it('issued before its admin changed the password is refused even if its row exists; the changing one carries on', async () => {
    const email = `ops-${Date.now()}@doco.test`;
    await gateway.deps.db.insertInto('adminUsers').values({ email, hashedPassword: await hashPassword('admin-passphrase-2026') }).execute();
    const adminSignIn = async () => {
      const res = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: testIp(), payload: { email, password: 'admin-passphrase-2026' } });
      return `doco.admin=${res.cookies.find((c) => c.name === 'doco.admin')!.value}`;
    };
    const stats = (cookie: string) => gateway.app.inject({ url: '/api/admin/dashboard/stats', headers: { cookie } });
    const first = await adminSignIn();
    const admin = await gateway.deps.db.selectFrom('adminUsers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const [firstRow] = await gateway.deps.db.selectFrom('sessions').selectAll().where('adminId', '=', admin.id).execute();
    const second = await adminSignIn();
    const secondRow = (await gateway.deps.db.selectFrom('sessions').selectAll().where('adminId', '=', admin.id).execute()).find((r) => r.sid !== firstRow!.sid);
    const changed = await gateway.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { cookie: first },
      payload: { currentPassword: 'admin-passphrase-2026', newPassword: 'new-admin-passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await gateway.deps.db.insertInto('sessions').values(asInsert(secondRow!)).execute();
    expect((await stats(second)).statusCode).toBe(401);
    expect((await stats(first)).statusCode).toBe(200);
  });
});

describe('logout', { timeout: 30_000 }, () => {
  it('expires the __Host- cookie with the attributes a browser needs to accept it (Secure, Path=/, no Domain)', async () => {
    const secure = await createTestGateway({ publicUrl: 'https://doco.example.com.au', trustProxy: 1, nodeEnv: 'production' });
    try {
      const user = await createUser(secure.deps.db, { hashedPassword: await hashPassword(PASSWORD) });
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': testIp() };
      const signIn = await secure.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1', headers, payload: { email: user.email, password: PASSWORD } });
      const cookie = `__Host-doco.sid=${signIn.cookies.find((c) => c.name === '__Host-doco.sid')!.value}`;
      const logout = await secure.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: '127.0.0.1', headers: { ...headers, cookie } });
      expect(logout.statusCode).toBe(200);
      const header = [logout.headers['set-cookie']].flat().find((line) => line?.startsWith('__Host-doco.sid='));
      expect(header).toBeDefined();
      const attributes = header!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes[0]).toBe('__host-doco.sid=');
      expect(attributes).toContain('secure');
      expect(attributes).toContain('path=/');
      expect(attributes).toContain('max-age=0');
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      expect(attributes.find((a) => a.startsWith('expires='))).toBe('expires=thu, 01 jan 1970 00:00:00 gmt');
    } finally {
      await secure.close();
    }
  });
});

describe('the gateway server', () => {
  it('times out requests that never finish arriving, and idle connections', async () => {
    const server = gateway.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(120_000);
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
    expect(gateway.app.initialConfig).toMatchObject({ requestTimeout: server.requestTimeout, connectionTimeout: server.timeout });
  });
});
