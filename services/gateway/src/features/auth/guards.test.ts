import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGateway,
  humanForm,
  queuedEmails,
  signUp,
  signUpAndLogin,
  testIp,
  type TestGateway,
} from '../../../test/helpers.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const me = (cookie: string) => gateway.app.inject({ url: '/api/auth/user', headers: { cookie } });
// As the admin portal's suspend action does: the row, then every gateway told to drop its copies.
const suspend = async (userId: string) => {
  await gateway.deps.db.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', userId).execute();
  gateway.app.sessionCache?.userChanged(userId);
};

describe('suspended users', () => {
  it('lose their existing sessions', async () => {
    const account = await signUpAndLogin(gateway);
    expect((await me(account.cookie)).statusCode).toBe(200);
    await suspend(account.user.id);
    const res = await me(account.cookie);
    expect(res.statusCode).toBe(401);
    // The session row is gone too, so lifting the suspension does not revive it.
    await gateway.deps.db.updateTable('users').set({ suspendedAt: null }).where('id', '=', account.user.id).execute();
    gateway.app.sessionCache?.userChanged(account.user.id);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('cannot log in (told so only with the right password)', async () => {
    const account = await signUpAndLogin(gateway);
    await suspend(account.user.id);
    const login = (password: string) =>
      gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: account.email, password } });
    const right = await login(account.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('This account has been suspended. Please contact support.');
    expect(right.cookies.find((c) => c.name === 'doco.sid')).toBeUndefined();
    const wrong = await login('Wrong-Password-123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('get no reset link', async () => {
    const account = await signUpAndLogin(gateway);
    await suspend(account.user.id);
    const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    expect(res.statusCode).toBe(200);
    expect((await queuedEmails(gateway)).some((m) => m.to === account.email && m.template === 'reset-password')).toBe(false);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a malformed Origin', { origin: 'not a url' }],
  ])('refuses a state-changing POST with %s (403), before it runs', async (_label, headers) => {
    const account = await signUpAndLogin(gateway);
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, cookie: account.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This request came from another site and was refused.', code: 'cross_site' });
    // The logout did not happen.
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site login and registration too', async () => {
    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.test', password: 'whatever-123' },
    });
    expect(login.statusCode).toBe(403);
    const email = `cross-${Date.now()}@example.test`;
    const register = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { firstName: 'A', lastName: 'B', email, password: 'Long-Enough-Pass-1', ...humanForm() },
    });
    expect(register.statusCode).toBe(403);
    expect(await gateway.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it.each(['/%61pi/auth/logout', '/api//auth/logout', '/API/auth/logout', '/api/auth/logout/'])(
    'refuses a cross-site POST to another spelling of a path (%s) and keeps the session',
    async (url) => {
      const account = await signUpAndLogin(gateway);
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await gateway.app.inject({ method: 'POST', url, headers: { ...headers, cookie: account.cookie } });
        expect(res.statusCode).toBe(403);
      }
      expect((await me(account.cookie)).statusCode).toBe(200);
    },
  );

  it('refuses a text/plain body on a state-changing route (the body a cross-site form can send)', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: testIp(),
      payload: JSON.stringify({ email: 'a@example.test', password: 'whatever-123' }),
    });
    expect(res.statusCode).toBe(415);
  });

  it('exempts only the signed Stripe webhook, which answers by its signature', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: '{}',
    });
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBe(400);
  });

  it('lets the same origin through', async () => {
    const account = await signUpAndLogin(gateway);
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'doco.test', origin: 'http://doco.test', 'sec-fetch-site': 'same-origin', cookie: account.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
  });
});

// Up to a hundred sign-ins apiece, each with its argon2 check: seconds on a busy machine.
describe('rate limits (Redis)', { timeout: 30_000 }, () => {
  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('counts wrong guesses, not people: 24 sign-ins of 12 users from one address all succeed', async () => {
    const office = testIp();
    const people = await Promise.all(Array.from({ length: 12 }, () => signUp(gateway)));
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const person of people) statuses.push((await loginFrom(office, person.email, person.password)).statusCode);
    }
    expect(statuses).toEqual(Array(24).fill(200));
  });

  it('ends 15 wrong passwords for one account in 429 with a readable message; others at that address carry on', async () => {
    const remoteAddress = testIp();
    const account = await signUp(gateway);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof loginFrom>> | undefined;
    for (let i = 0; i < 15; i += 1) {
      last = await loginFrom(remoteAddress, account.email, 'Wrong-Password-1');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    expect(last?.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits at that address; a colleague there signs in as usual.
    expect((await loginFrom(remoteAddress, account.email, account.password)).statusCode).toBe(429);
    const colleague = await signUp(gateway);
    expect((await loginFrom(remoteAddress, colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('limits wrong passwords for one account across addresses (30 per 15 minutes)', async () => {
    const account = await signUp(gateway);
    for (let i = 0; i < 30; i += 1) expect((await loginFrom(testIp(), account.email, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await loginFrom(testIp(), account.email, account.password)).statusCode).toBe(429);
  });

  it('a right password clears the failures counted at that address', async () => {
    const remoteAddress = testIp();
    const account = await signUp(gateway);
    for (let i = 0; i < 9; i += 1) expect((await loginFrom(remoteAddress, account.email, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await loginFrom(remoteAddress, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await loginFrom(remoteAddress, account.email, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await loginFrom(remoteAddress, account.email, account.password)).statusCode).toBe(200);
  });

  it('stops one address spraying guesses over many accounts at 100 failures', async () => {
    const remoteAddress = testIp();
    for (let i = 0; i < 100; i += 1) {
      expect((await loginFrom(remoteAddress, `spray-${i}-${Date.now()}@example.test`, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    expect((await loginFrom(remoteAddress, 'spray-last@example.test', 'Wrong-Password-1')).statusCode).toBe(429);
  });

  it('keeps its counters under the test prefix in Redis', async () => {
    const keys = await gateway.deps.redis.keys(`${gateway.deps.queuePrefix}:rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@'))).toBe(false); // emails are hashed
  });

  it('limits forgot-password per email (3 an hour) with the same answer shape', async () => {
    const email = `limit-${Date.now()}@example.test`;
    const send = () =>
      gateway.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: testIp(), payload: { email } });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('limits registration per address: 50 an hour (a busy office), then 429 and no account', async () => {
    const remoteAddress = testIp();
    const stamp = Date.now();
    const register = (i: number) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { firstName: 'A', lastName: 'B', email: `many-${i}-${stamp}@example.test`, password: 'Long-Enough-Pass-1', ...humanForm() },
      });
    for (let i = 0; i < 50; i += 1) expect((await register(i)).statusCode).toBe(201);
    expect((await register(50)).statusCode).toBe(429);
    const row = await gateway.deps.db.selectFrom('users').select('id').where('email', '=', `many-50-${stamp}@example.test`).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
