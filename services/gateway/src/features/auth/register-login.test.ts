import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGateway,
  humanForm,
  lastEmail,
  queuedEmails,
  sessionCookieOf,
  testIp,
  tokenOf,
  TEST_SESSION_SECRET,
  type TestGateway,
} from '../../../test/helpers.ts';
import { signFormStart } from './bot-check.ts';
import { hashToken } from './tokens.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

let n = 0;
const newEmail = () => `person-${++n}-${Date.now()}@example.test`;
const PASSWORD = 'Sunburnt-Country-42';

function register(payload: Record<string, unknown>, remoteAddress = testIp()) {
  return gateway.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload });
}
function login(email: string, password: string, remoteAddress = testIp()) {
  return gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
}
const person = (email: string) => ({ firstName: 'Jordan', lastName: 'Lee', email, password: PASSWORD, ...humanForm() });
const userRow = (email: string) =>
  gateway.deps.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

describe('register -> verify -> login -> user -> logout', () => {
  it('walks the whole way, and no body carries a hash or a token', async () => {
    const email = newEmail();
    const bodies: string[] = [];

    const registered = await register(person(email));
    bodies.push(registered.body);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ message: 'Please check your email to verify your account.' });

    const mail = await lastEmail(gateway, email, 'verify-email');
    expect(mail.data.firstName).toBe('Jordan');
    expect(mail.data.link).toMatch(/^http:\/\/localhost(:\d+)?\/verify-email\?token=/);
    const token = tokenOf(mail);
    // Stored hashed, never raw.
    const stored = await userRow(email);
    expect(stored?.verificationToken).toBe(hashToken(token));
    expect(stored?.hashedPassword).toMatch(/^\$argon2id\$/);
    expect(stored?.emailVerified).toBe(false);

    const verified = await gateway.app.inject(`/api/auth/verify-email?token=${token}`);
    bodies.push(verified.body);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully! You can now log in.', alreadyVerified: false });

    const signedIn = await login(email.toUpperCase(), PASSWORD);
    bodies.push(signedIn.body);
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'doco.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // plain http here; 'auto' makes it Secure behind https

    const me = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(signedIn) } });
    bodies.push(me.body);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: stored?.id,
      email,
      firstName: 'Jordan',
      lastName: 'Lee',
      emailVerified: true,
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      createdAt: stored?.createdAt.toISOString(),
      firstSignIn: true,
    });

    const out = await gateway.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: sessionCookieOf(signedIn) } });
    bodies.push(out.body);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    const after = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(signedIn) } });
    expect(after.statusCode).toBe(401);

    const row = await userRow(email);
    for (const body of bodies) {
      expect(body).not.toMatch(/hashedPassword|hashed_password|argon2|verificationToken|resetToken/i);
      expect(body).not.toContain(token);
      expect(body).not.toContain(row?.hashedPassword);
    }
  });

  it('answers GET /api/auth/user with 401 without a session', async () => {
    const res = await gateway.app.inject('/api/auth/user');
    expect(res.statusCode).toBe(401);
  });
});

describe('registration rules', () => {
  it('refuses a duplicate email, whatever its case, with "already exists"', async () => {
    const email = newEmail();
    expect((await register(person(email))).statusCode).toBe(201);
    const again = await register(person(email.toUpperCase()));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: undefined }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'short1!' }, 'Password must be at least 8 characters'],
    [{ password: 'Password1' }, 'This password is too common. Please choose a less common password.'],
    [{ password: 'baseball' }, 'This password is too common. Please choose a less common password.'],
  ])('refuses %o with %s', async (change, message) => {
    const email = newEmail();
    const res = await register({ ...person(email), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userRow(email)).toBeUndefined();
  });

  it.each([
    // Each change is made when the test runs: a token's age is counted from then.
    ['a filled honeypot', () => ({ website: 'http://spam.example' })],
    ['a form sent within 2 seconds of opening', () => ({ formToken: signFormStart(TEST_SESSION_SECRET, Date.now() - 500) })],
    ['a form token signed by someone else', () => ({ formToken: signFormStart('not-the-server-secret-0123456789-abcdef', Date.now() - 60_000) })],
    ['a client clock claiming the form was open a minute', () => ({ formToken: undefined, formStartTime: Date.now() - 60_000, formSubmitTime: Date.now() })],
    ['no form token', () => ({ formToken: undefined })],
  ])('treats %s as a bot: 400, no account, no mail', async (_label, change) => {
    const email = newEmail();
    const res = await register({ ...person(email), ...change() });
    expect(res.statusCode).toBe(400);
    expect(await userRow(email)).toBeUndefined();
    expect((await queuedEmails(gateway)).some((mail) => mail.to === email)).toBe(false);
  });
});

describe('email verification', () => {
  it('a second click on the same link says the email is already verified', async () => {
    const email = newEmail();
    await register(person(email));
    const token = tokenOf(await lastEmail(gateway, email, 'verify-email'));
    expect((await gateway.app.inject(`/api/auth/verify-email?token=${token}`)).json()).toMatchObject({ alreadyVerified: false });
    const again = await gateway.app.inject(`/api/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Your email is already verified. You can sign in.', alreadyVerified: true });
    // Even after the link's 24 hours, a used link still says so; it signs no one in.
    await gateway.deps.db.updateTable('users').set({ verificationTokenExpiry: new Date(Date.now() - 1000) }).where('email', '=', email).execute();
    const later = await gateway.app.inject(`/api/auth/verify-email?token=${token}`);
    expect(later.json()).toMatchObject({ alreadyVerified: true });
    expect(later.cookies).toEqual([]);
  });

  it("marks only the account's first sign-in as first, in that session alone", async () => {
    const email = newEmail();
    await register(person(email));
    await gateway.app.inject(`/api/auth/verify-email?token=${tokenOf(await lastEmail(gateway, email, 'verify-email'))}`);
    const first = await login(email, PASSWORD);
    expect(first.json()).toMatchObject({ firstSignIn: true });
    const firstMe = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(first) } });
    expect(firstMe.json()).toMatchObject({ firstSignIn: true });
    expect((await userRow(email))?.firstSignedInAt).toBeInstanceOf(Date);

    const second = await login(email, PASSWORD);
    expect(second.json()).toMatchObject({ firstSignIn: false });
    const secondMe = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieOf(second) } });
    expect(secondMe.json()).toMatchObject({ firstSignIn: false });
  });

  it('refuses an expired link (24 hours)', async () => {
    const email = newEmail();
    await register(person(email));
    const token = tokenOf(await lastEmail(gateway, email, 'verify-email'));
    await gateway.deps.db
      .updateTable('users')
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const res = await gateway.app.inject(`/api/auth/verify-email?token=${token}`);
    expect(res.statusCode).toBe(400);
    expect((await userRow(email))?.emailVerified).toBe(false);
  });

  it('says "Invalid verification link" without a token, and refuses an unknown one', async () => {
    const none = await gateway.app.inject('/api/auth/verify-email');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Invalid verification link');
    const unknown = await gateway.app.inject('/api/auth/verify-email?token=made-up');
    expect(unknown.statusCode).toBe(400);
  });

  it('the link expires 24 hours after it is sent', async () => {
    const email = newEmail();
    const before = Date.now();
    await register(person(email));
    const expiry = (await userRow(email))?.verificationTokenExpiry?.getTime() ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
    expect(expiry - before).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);
  });

  it('resend-verification mails a new link that works, and the old one no longer does', async () => {
    const email = newEmail();
    await register(person(email));
    const first = tokenOf(await lastEmail(gateway, email, 'verify-email'));
    const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    expect(res.statusCode).toBe(200);
    const second = tokenOf(await lastEmail(gateway, email, 'verify-email'));
    expect(second).not.toBe(first);
    expect((await gateway.app.inject(`/api/auth/verify-email?token=${first}`)).statusCode).toBe(400);
    expect((await gateway.app.inject(`/api/auth/verify-email?token=${second}`)).statusCode).toBe(200);
  });

  it('resend-verification answers the same for an unknown email and mails nothing', async () => {
    const known = newEmail();
    await register(person(known));
    const unknown = newEmail();
    const a = await gateway.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: known } });
    const b = await gateway.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: unknown } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((await queuedEmails(gateway)).some((mail) => mail.to === unknown)).toBe(false);
  });

  it('resend-verification requires an email', async () => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Email is required');
  });
});

describe('login failures', () => {
  it('says "verify your email" before verification (with the right password only)', async () => {
    const email = newEmail();
    await register(person(email));
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please verify your email before logging in');
    expect(res.cookies.find((c) => c.name === 'doco.sid')).toBeUndefined();
    const wrong = await login(email, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('says "Invalid email or password" for a wrong password and for an unknown email alike', async () => {
    const email = newEmail();
    await register(person(email));
    await gateway.app.inject(`/api/auth/verify-email?token=${tokenOf(await lastEmail(gateway, email, 'verify-email'))}`);
    const wrong = await login(email, 'Not-The-Password-1');
    const unknown = await login(newEmail(), PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@example.test', password: '' }, 'Password is required'],
    [{ email: 'a@example.test' }, 'Password is required'],
  ])('validates %o with %s', async (payload, message) => {
    const res = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('gives a fresh session id at login, whatever cookie came in', async () => {
    const email = newEmail();
    await register(person(email));
    await gateway.app.inject(`/api/auth/verify-email?token=${tokenOf(await lastEmail(gateway, email, 'verify-email'))}`);
    const first = sessionCookieOf(await login(email, PASSWORD));
    const second = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: testIp(),
      headers: { cookie: first },
      payload: { email, password: PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect(sessionCookieOf(second)).not.toBe(first);
    // The planted/previous id is gone from the store.
    const me = await gateway.app.inject({ url: '/api/auth/user', headers: { cookie: first } });
    expect(me.statusCode).toBe(401);
  });
});
