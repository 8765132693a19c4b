import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGateway,
  injectWithLogin,
  lastEmail,
  login,
  queuedEmails,
  sessionCookieOf,
  signUp,
  signUpAndLogin,
  testIp,
  tokenOf,
  type TestGateway,
} from '../../../test/helpers.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

const NEW_PASSWORD = 'Wattle-And-Gum-77';

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  gateway.app.inject({ method: 'POST', url, payload, headers, remoteAddress: testIp() });
const me = (cookie: string) => gateway.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessionCount = async (userId: string) =>
  (await gateway.deps.db.selectFrom('sessions').select('sid').where('userId', '=', userId).execute()).length;

describe('forgot -> reset password', () => {
  it('mails a 1-hour link; the new password works, old sessions end, the link cannot be reused', async () => {
    const account = await signUpAndLogin(gateway);
    const otherDevice = await login(gateway, account.email, account.password);
    expect((await me(account.cookie)).statusCode).toBe(200);

    const before = Date.now();
    const forgot = await post('/api/auth/forgot-password', { email: account.email });
    expect(forgot.statusCode).toBe(200);
    const mail = await lastEmail(gateway, account.email, 'reset-password');
    expect(mail.data.link).toMatch(/\/reset-password\?token=/);
    const row = await gateway.deps.db.selectFrom('users').selectAll().where('id', '=', account.user.id).executeTakeFirstOrThrow();
    const lifetime = (row.resetTokenExpiry?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(3600_000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(3600_000 + 5000);

    const reset = await post('/api/auth/reset-password', { token: tokenOf(mail), newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. You can now log in with your new password.');
    expect(reset.body).not.toContain(tokenOf(mail));

    // Every session of the user ended: both cookies are now refused.
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await sessionCount(account.user.id)).toBe(0);

    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token: tokenOf(mail), newPassword: 'Another-Good-One-5' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link is invalid or has expired.');
    expect(await lastEmail(gateway, account.email, 'password-changed')).toBeDefined();
  });

  it('answers forgot-password the same for an unknown email, and mails nothing', async () => {
    const account = await signUp(gateway);
    const unknown = `nobody-${Date.now()}@example.test`;
    const known = await post('/api/auth/forgot-password', { email: account.email });
    const missing = await post('/api/auth/forgot-password', { email: unknown });
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    expect(known.json().message).toBe('If an account exists for this email, a password reset link is on its way.');
    expect((await queuedEmails(gateway)).some((m) => m.to === unknown)).toBe(false);
  });

  it('refuses an expired reset link', async () => {
    const account = await signUp(gateway);
    await post('/api/auth/forgot-password', { email: account.email });
    const token = tokenOf(await lastEmail(gateway, account.email, 'reset-password'));
    await gateway.deps.db
      .updateTable('users')
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where('email', '=', account.email)
      .execute();
    const res = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link is invalid or has expired.');
    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  it.each([
    [{ token: 'x', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ token: '', newPassword: NEW_PASSWORD }, 'This password reset link is invalid or has expired.'],
    [{ token: 'unknown-token', newPassword: NEW_PASSWORD }, 'This password reset link is invalid or has expired.'],
  ])('validates reset %o: %s', async (payload, message) => {
    const res = await post('/api/auth/reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a common new password on reset', async () => {
    const account = await signUp(gateway);
    await post('/api/auth/forgot-password', { email: account.email });
    const token = tokenOf(await lastEmail(gateway, account.email, 'reset-password'));
    const res = await post('/api/auth/reset-password', { token, newPassword: 'iloveyou' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password is too common. Please choose a less common password.');
  });

  it('validates the forgot-password email', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid email address');
  });
});

describe('change password', () => {
  it('changes it, regenerates the session id and ends the other sessions', async () => {
    const account = await signUpAndLogin(gateway);
    const otherDevice = await login(gateway, account.email, account.password);

    const res = await injectWithLogin(gateway, account.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed.' });
    const renewed = sessionCookieOf(res);
    expect(renewed).not.toBe(account.cookie);

    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await sessionCount(account.user.id)).toBe(1);

    expect((await post('/api/auth/login', { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await lastEmail(gateway, account.email, 'password-changed')).data.firstName).toBe(account.firstName);
  });

  it('refuses a wrong current password, a short or common new one, and the same one', async () => {
    const account = await signUpAndLogin(gateway);
    const change = (payload: Record<string, unknown>) =>
      injectWithLogin(gateway, account.cookie, { method: 'POST', url: '/api/auth/change-password', payload });
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: 'Wrong-Password-1', newPassword: NEW_PASSWORD }, 'Current password is incorrect'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: account.password, newPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ currentPassword: account.password, newPassword: 'password123' }, 'This password is too common. Please choose a less common password.'],
      [{ currentPassword: account.password, newPassword: account.password }, 'Your new password must be different from your current password.'],
    ];
    for (const [payload, message] of cases) {
      const res = await change(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The session survived the refusals.
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/change-password', { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
