import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestGateway, signUp, testIp, type TestAccount, type TestGateway } from '../../../test/helpers.ts';
import { adminCommand } from '../admin/admin-cli.ts';
import { hashPassword } from './passwords.ts';
import { SIGN_IN_FAILURES } from './sign-in-failures.ts';

// Issue 24 §5: wrong passwords from many addresses must not lock the owner out. The account-wide
// counter still holds back anyone without the browser the owner signed in from before; the per-address
// counters stay hard; `doco admin unlock` clears a lock.

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway?.close());

const WRONG = 'Wrong-Password-1';
type Login = (email: string, password: string, remoteAddress: string, cookie?: string) => Promise<LightMyRequestResponse>;
const userLogin: Login = (email, password, remoteAddress, cookie) =>
  gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password }, headers: cookie ? { cookie } : {} });
const adminLogin: Login = (email, password, remoteAddress, cookie) =>
  gateway.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { email, password }, headers: cookie ? { cookie } : {} });

/** `name=value` of the device cookie a sign-in set. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'doco.device');
  expect(cookie, 'the sign-in set no device cookie').toBeDefined();
  return `doco.device=${cookie!.value}`;
}

/** Ten wrong passwords from each of three addresses: the account's counter over all addresses is full. */
async function lockOut(login: Login, email: string) {
  const perAddress = SIGN_IN_FAILURES.account / 3;
  for (let a = 0; a < 3; a += 1) {
    const attacker = testIp();
    for (let i = 0; i < perAddress; i += 1) expect((await login(email, WRONG, attacker)).statusCode).toBe(401);
  }
}

describe('an account whose wrong-password counter over all addresses is full', { timeout: 30_000 }, () => {
  let owner: TestAccount;
  let device: string;
  beforeAll(async () => {
    owner = await signUp(gateway);
    const first = await userLogin(owner.email, owner.password, testIp());
    expect(first.statusCode).toBe(200);
    device = deviceCookieOf(first);
    await lockOut(userLogin, owner.email);
  }, 60_000);

  it('lets its owner in with the right password from a browser that signed in before, from any address', async () => {
    const res = await userLogin(owner.email, owner.password, testIp(), device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(owner.email);
  });

  it('holds back the right password without that browser, answered exactly as a wrong one', async () => {
    const address = testIp();
    const right = await userLogin(owner.email, owner.password, address);
    const wrong = await userLogin(owner.email, WRONG, address);
    expect(right.statusCode).toBe(429);
    expect(wrong.statusCode).toBe(429);
    expect(right.json()).toEqual(wrong.json());
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.cookies.find((c) => c.name === 'doco.sid')).toBeUndefined();
  });

  it('holds back a wrong password even from the known browser', async () => {
    expect((await userLogin(owner.email, WRONG, testIp(), device)).statusCode).toBe(429);
  });

  it("does not take another account's device cookie, or a forged one", async () => {
    const other = await signUp(gateway);
    const otherDevice = deviceCookieOf(await userLogin(other.email, other.password, testIp()));
    expect((await userLogin(owner.email, owner.password, testIp(), otherDevice)).statusCode).toBe(429);
    const [time, nonce] = device.slice('doco.device='.length).split('.');
    const forged = `doco.device=${time}.${nonce}.${'A'.repeat(43)}`;
    expect((await userLogin(owner.email, owner.password, testIp(), forged)).statusCode).toBe(429);
  });

  it('keeps the limit per address hard: past ten wrong passwords there, even the owner’s browser waits', async () => {
    const address = testIp();
    for (let i = 0; i < SIGN_IN_FAILURES.accountAndIp; i += 1) await userLogin(owner.email, WRONG, address, device);
    expect((await userLogin(owner.email, owner.password, address, device)).statusCode).toBe(429);
    // From another address the same browser still gets in.
    expect((await userLogin(owner.email, owner.password, testIp(), device)).statusCode).toBe(200);
  });
});

describe('an administrator locked out the same way', { timeout: 30_000 }, () => {
  it('gets in with the right password from a browser that signed in before, and only from there', async () => {
    const email = `locked-admin-${Date.now()}@doco.test`;
    const password = 'admin-passphrase-2026';
    await gateway.deps.db.insertInto('adminUsers').values({ email, hashedPassword: await hashPassword(password) }).execute();
    const first = await adminLogin(email, password, testIp());
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    await lockOut(adminLogin, email);
    expect((await adminLogin(email, password, testIp())).statusCode).toBe(429);
    expect((await adminLogin(email, password, testIp(), device)).statusCode).toBe(200);
  });
});

describe('npm run doco -- admin unlock', { timeout: 30_000 }, () => {
  it('clears the lock of an account and writes an audit row with actor cli', async () => {
    const owner = await signUp(gateway);
    await lockOut(userLogin, owner.email);
    expect((await userLogin(owner.email, owner.password, testIp())).statusCode).toBe(429);

    const out: string[] = [];
    const err: string[] = [];
    const code = await adminCommand(['unlock', '--email', owner.email.toUpperCase()], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      config: { DATABASE_URL: gateway.database.url, REDIS_URL: gateway.redisUrl, QUEUE_PREFIX: gateway.queuePrefix },
      askPassword: async () => null,
    });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toMatch(new RegExp(`^Unlocked sign-in for ${owner.email.replace(/[.+]/g, '\\$&')} \\(\\d+ counters? cleared\\)\\.$`));

    expect((await userLogin(owner.email, owner.password, testIp())).statusCode).toBe(200);
    const audit = await gateway.deps.db.selectFrom('adminActivityLog').selectAll().where('action', '=', 'unlock_sign_in').where('target', '=', owner.email).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: null, details: { actor: 'cli' } });
  });

  it('needs an email', async () => {
    const err: string[] = [];
    const code = await adminCommand(['unlock'], {
      out: () => {},
      err: (line) => err.push(line),
      config: { DATABASE_URL: gateway.database.url, REDIS_URL: gateway.redisUrl, QUEUE_PREFIX: gateway.queuePrefix },
      askPassword: async () => null,
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('admin unlock needs --email');
  });
});
