import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson, type JsonObject } from '@doco/db';
import { createUser } from '@doco/testkit';
import { createTestGateway, testIp, type TestGateway } from '../../test/helpers.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { SESSION_ABSOLUTE_MS, SESSION_TOUCH_EVERY_MS } from './plugin.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const me = (g: TestGateway, cookie: string) => g.app.inject({ url: '/api/auth/user', headers: { cookie } });
const rowOf = (g: TestGateway, userId: string) =>
  g.deps.db.selectFrom('sessions').select(['sid', 'sess', 'expire']).where('userId', '=', userId).executeTakeFirstOrThrow();
/** Moves a stored session's clock fields into the past, as if time had passed. */
async function age(g: TestGateway, userId: string, fields: { signedInAt?: number; touchedAt?: number }) {
  const row = await rowOf(g, userId);
  const sess = { ...(row.sess as JsonObject), ...fields };
  await g.deps.db.updateTable('sessions').set({ sess: toJson(sess) }).where('sid', '=', row.sid).execute();
}

describe('sessions', () => {
  it('are not written on every request: polling leaves the stored row as it was', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const before = await rowOf(gateway, user.id);
    for (let i = 0; i < 5; i += 1) {
      const res = await me(gateway, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const after = await rowOf(gateway, user.id);
    expect(after.expire.getTime()).toBe(before.expire.getTime());
    expect(after.sess).toEqual(before.sess);
  });

  it('push their idle expiry forward once the last touch is a few minutes old', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const old = Date.now() - SESSION_TOUCH_EVERY_MS - 1000;
    await age(gateway, user.id, { touchedAt: old });
    await gateway.deps.db.updateTable('sessions').set({ expire: new Date(Date.now() + 3600_000) }).where('userId', '=', user.id).execute();
    const res = await me(gateway, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    const row = await rowOf(gateway, user.id);
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect((row.sess as { touchedAt: number }).touchedAt).toBeGreaterThan(old);
  });

  it('end 30 days after sign-in however busy they are', async () => {
    const { user, cookie } = await signedInUser(gateway);
    await age(gateway, user.id, { signedInAt: Date.now() - SESSION_ABSOLUTE_MS - 1000, touchedAt: Date.now() });
    expect((await me(gateway, cookie)).statusCode).toBe(401);
    expect((await me(gateway, cookie)).statusCode).toBe(401);
  });
});

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, not Secure, on a plain-http public URL', async () => {
    const { cookie } = await signedInUser(gateway);
    expect(cookie.startsWith('doco.sid=')).toBe(true);
    const password = 'correct-horse-battery-staple';
    const user = await createUser(gateway.deps.db, { hashedPassword: await hashPassword(password) });
    const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password } });
    const set = res.cookies.find((c) => c.name === 'doco.sid');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.secure).toBeFalsy();
  });

  it('are Secure with the __Host- prefix in production behind a TLS proxy, even when a request arrives as http', async () => {
    const secure = await createTestGateway({ publicUrl: 'https://doco.example.com.au', trustProxy: 1, nodeEnv: 'production' });
    try {
      const password = 'correct-horse-battery-staple';
      const user = await createUser(secure.deps.db, { hashedPassword: await hashPassword(password) });
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': testIp() },
        payload: { email: user.email, password },
      });
      expect(login.statusCode).toBe(200);
      const set = login.cookies.find((c) => c.name === '__Host-doco.sid');
      expect(set).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(set).not.toHaveProperty('domain');
      const cookie = `__Host-doco.sid=${set?.value}`;
      const res = await secure.app.inject({ url: '/api/auth/user', headers: { cookie, 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      // Over plain http (no proxy saying https) no Secure cookie is ever set.
      const plainLogin = await secure.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': testIp() }, payload: { email: user.email, password } });
      expect(plainLogin.cookies.find((c) => c.name === 'doco.sid')).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});

