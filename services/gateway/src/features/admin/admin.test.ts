import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createAnalysis, createDocument, createUser } from '@doco/testkit';
import { createTestGateway, lastEmail, testIp, type TestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { hashPassword } from '../auth/passwords.ts';
import { reminderEmailId, scheduleReminders } from '../analyses/reminders.ts';

let gateway: TestGateway;
const ADMIN_EMAIL = 'ops@doco.test';
const ADMIN_PASSWORD = 'admin-passphrase-2026';

beforeAll(async () => {
  gateway = await createTestGateway();
  await gateway.deps.db
    .insertInto('adminUsers')
    .values({ email: ADMIN_EMAIL, hashedPassword: await hashPassword(ADMIN_PASSWORD), firstName: 'Olive', lastName: 'Ops' })
    .execute();
});
afterAll(() => gateway?.close());

const inject = (options: InjectOptions) => gateway.app.inject(options);

async function adminLogin(email = ADMIN_EMAIL, password = ADMIN_PASSWORD, remoteAddress = testIp()) {
  return inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { email, password } });
}
async function adminCookie() {
  const res = await adminLogin();
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'doco.admin')!;
  return `doco.admin=${cookie.value}`;
}
const asAdmin = (cookie: string) => ({
  get: (url: string) => inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload: object = {}) => inject({ method: 'POST', url, headers: { cookie }, payload }),
});
const audits = (action: string, target?: string) => {
  let query = gateway.deps.db.selectFrom('adminActivityLog').selectAll().where('action', '=', action);
  if (target) query = query.where('target', '=', target);
  return query.execute();
};

const ROUTES: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/admin/logout'],
  ['POST', '/api/admin/change-password'],
  ['GET', '/api/admin/dashboard/stats'],
  ['GET', '/api/admin/users/recent'],
  ['GET', '/api/admin/users?query=a&page=1'],
  ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/analyses/recent'],
  ['GET', '/api/admin/activity'],
  ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/action'],
  ['GET', '/api/clear-rate-limits'],
];

describe('admin sessions', () => {
  it('every admin route and clear-rate-limits answer 401 without an admin session, and with a user session', async () => {
    const { cookie: userCookie } = await signedInUser(gateway);
    for (const [method, url] of ROUTES) {
      const payload = method === 'POST' ? { action: 'verify_email' } : undefined;
      expect((await inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, `${method} ${url}`).toBe(401);
      expect((await inject({ method, url, headers: { cookie: userCookie }, ...(payload ? { payload } : {}) })).statusCode, `user session: ${method} ${url}`).toBe(401);
    }
    // ...and an admin session opens no user route.
    const cookie = await adminCookie();
    expect((await inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await inject({ url: '/api/subscription/credits', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs in with its own Strict, HttpOnly cookie, records the time, and refuses a wrong password or a disabled admin', async () => {
    const wrong = await adminLogin(ADMIN_EMAIL, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect((await adminLogin('nobody@doco.test', ADMIN_PASSWORD)).statusCode).toBe(401);

    const res = await adminLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful', admin: { email: ADMIN_EMAIL, firstName: 'Olive', role: 'admin' } });
    const cookie = res.cookies.find((c) => c.name === 'doco.admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(res.cookies.find((c) => c.name === 'doco.sid')).toBeUndefined();
    const admin = await gateway.deps.db.selectFrom('adminUsers').selectAll().where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    expect(admin.lastLoginAt).toBeInstanceOf(Date);
    expect((await audits('login', admin.id)).length).toBeGreaterThan(0);

    // isActive is checked on every call: a disabled admin's open session stops working.
    await gateway.deps.db.insertInto('adminUsers').values({ email: 'temp@doco.test', hashedPassword: await hashPassword(ADMIN_PASSWORD) }).execute();
    const temp = await adminLogin('temp@doco.test');
    const tempCookie = `doco.admin=${temp.cookies.find((c) => c.name === 'doco.admin')!.value}`;
    expect((await asAdmin(tempCookie).get('/api/admin/dashboard/stats')).statusCode).toBe(200);
    await gateway.deps.db.updateTable('adminUsers').set({ isActive: false }).where('email', '=', 'temp@doco.test').execute();
    expect((await asAdmin(tempCookie).get('/api/admin/dashboard/stats')).statusCode).toBe(401);
    expect((await adminLogin('temp@doco.test')).statusCode).toBe(401);
  });

  it('logs out (the cookie no longer works) and changes its password, ending its other sessions', async () => {
    const first = await adminCookie();
    const second = await adminCookie();
    const bad = await asAdmin(first).post('/api/admin/change-password', { currentPassword: 'nope-nope', newPassword: 'new-admin-passphrase' });
    expect(bad.statusCode).toBe(400);
    expect((await asAdmin(first).post('/api/admin/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: 'short' })).json().message).toBe(
      'Password must be at least 8 characters',
    );
    const changed = await asAdmin(first).post('/api/admin/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: 'new-admin-passphrase' });
    expect(changed.json()).toEqual({ message: 'Your admin password has been updated successfully' });
    expect((await asAdmin(second).get('/api/admin/dashboard/stats')).statusCode).toBe(401);
    expect((await asAdmin(first).get('/api/admin/dashboard/stats')).statusCode).toBe(200);
    expect((await adminLogin(ADMIN_EMAIL, 'new-admin-passphrase')).statusCode).toBe(200);
    await asAdmin(first).post('/api/admin/change-password', { currentPassword: 'new-admin-passphrase', newPassword: ADMIN_PASSWORD });

    expect((await asAdmin(first).post('/api/admin/logout')).json()).toEqual({ message: 'Logged out' });
    expect((await asAdmin(first).get('/api/admin/dashboard/stats')).statusCode).toBe(401);
  });
});

describe('what admins see', () => {
  it('stats are the database figures; users are searched and paged; a user shows credits, documents and payments', async () => {
    const admin = asAdmin(await adminCookie());
    const stats = (await admin.get('/api/admin/dashboard/stats')).json();
    const users = await gateway.deps.db.selectFrom('users').select('id').execute();
    expect(stats).toMatchObject({ totalUsers: users.length, pendingContacts: 0 });
    expect(Object.keys(stats).sort()).toEqual(['activeSubscriptions', 'analysesThisMonth', 'newUsersToday', 'pendingContacts', 'totalDocuments', 'totalRevenue', 'totalUsers']);

    const { user, cookie } = await signedInUser(gateway, { firstName: 'Zelda', lastName: 'Quokka' });
    await createDocument(gateway.deps.db, user.id);
    // A purchase through billing: 10 credits for A$29.00.
    const payg = (await inject({ method: 'POST', url: '/api/stripe/create-payg-subscription', headers: { cookie }, payload: { quantity: 10, amount: 2900 } })).json();
    await inject({ method: 'POST', url: '/api/payment/sandbox/confirm', headers: { cookie }, payload: { clientSecret: payg.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } });
    const after = (await admin.get('/api/admin/dashboard/stats')).json();
    expect(after.totalUsers).toBe(stats.totalUsers + 1);
    expect(after.totalRevenue).toBe(stats.totalRevenue + 2900);
    expect(after.totalDocuments).toBe(stats.totalDocuments + 1);

    const found = (await admin.get('/api/admin/users?query=zelda%20quokka')).json();
    expect(found).toMatchObject({ total: 1, page: 1, users: [{ id: user.id, firstName: 'Zelda', subscriptionPlan: 'free' }] });
    expect((await admin.get(`/api/admin/users?query=${encodeURIComponent('%')}`)).json().total).toBe(0); // wildcards are literal
    expect((await admin.get('/api/admin/users/recent')).json()[0]).toMatchObject({ id: user.id });

    const detail = (await admin.get(`/api/admin/users/${user.id}`)).json();
    expect(detail).toMatchObject({ id: user.id, documents: 1, credits: { free: 1, payg: 10, total: 11 }, payments: [{ amount: 2900, status: 'succeeded' }] });
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/users/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('the eight actions', () => {
  const act = async (cookie: string, userId: string, body: object) => asAdmin(cookie).post(`/api/admin/users/${userId}/action`, body);

  it('adjust_credits sets the balance through the ledger; the user sees it; an audit row says so', async () => {
    const cookie = await adminCookie();
    const { user, cookie: userCookie } = await signedInUser(gateway);
    const res = await act(cookie, user.id, { action: 'adjust_credits', credits: 7 });
    expect(res.json()).toEqual({ message: 'Credits set to 7 (were 1).' });
    expect((await inject({ url: '/api/subscription/credits', headers: { cookie: userCookie } })).json().totalCreditsRemaining).toBe(7);
    // The dialog's preview started from 5, but the balance is 7: nothing changes (issue 27).
    const stale = await act(cookie, user.id, { action: 'adjust_credits', credits: 2, expectedBefore: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'balance_changed', message: 'The balance is now 7 credits, not 5: nothing was changed. Check the preview and try again.' });
    expect((await inject({ url: '/api/subscription/credits', headers: { cookie: userCookie } })).json().totalCreditsRemaining).toBe(7);
    await act(cookie, user.id, { action: 'adjust_credits', credits: 2, expectedBefore: 7 });
    expect((await inject({ url: '/api/subscription/credits', headers: { cookie: userCookie } })).json().totalCreditsRemaining).toBe(2);
    const rows = await gateway.deps.db.selectFrom('creditLedger').selectAll().where('userId', '=', user.id).where('reason', 'like', 'admin %').execute();
    expect(rows.map((r) => [r.kind, r.delta])).toEqual(expect.arrayContaining([['admin', 6]]));
    const [audit] = await audits('adjust_credits', user.id);
    expect(audit).toMatchObject({ details: { before: 1, after: 7, email: user.email } });
    expect(audit!.ipAddress).toBeTruthy();
  });

  it('send_email queues the admin-message mail; verify_email verifies; change_plan goes through billing', async () => {
    const cookie = await adminCookie();
    const user = await createUser(gateway.deps.db, { emailVerified: false });
    expect((await act(cookie, user.id, { action: 'send_email', subject: 'About your report', message: 'We re-ran it.' })).statusCode).toBe(200);
    const mail = await lastEmail(gateway, user.email, 'admin-message');
    expect(mail.data).toMatchObject({ subject: 'About your report', message: 'We re-ran it.' });
    expect((await act(cookie, user.id, { action: 'verify_email' })).json().message).toBe('Email marked as verified.');
    expect((await gateway.deps.db.selectFrom('users').select('emailVerified').where('id', '=', user.id).executeTakeFirstOrThrow()).emailVerified).toBe(true);
    const plan = await act(cookie, user.id, { action: 'change_plan', plan: 'quarterly' });
    expect(plan.statusCode).toBe(409);
    expect(plan.json().message).toMatch(/no subscription to change/);
    expect((await act(cookie, user.id, { action: 'change_plan', plan: 'free' })).json().message).toBe('The user is on the free plan.');
    expect(await audits('send_email', user.id)).toHaveLength(1);
    expect(await audits('verify_email', user.id)).toHaveLength(1);
  });

  it('suspend_account ends the sessions and refuses the next call and the next sign-in; activate_account lets the user back', async () => {
    const cookie = await adminCookie();
    const { user, cookie: userCookie } = await signedInUser(gateway);
    expect((await act(cookie, user.id, { action: 'suspend_account' })).statusCode).toBe(200);
    expect((await inject({ url: '/api/auth/user', headers: { cookie: userCookie } })).statusCode).toBe(401);
    const login = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password: 'correct-horse-battery-staple' } });
    expect(login.statusCode).toBe(403);
    expect((await act(cookie, user.id, { action: 'activate_account' })).statusCode).toBe(200);
    const again = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password: 'correct-horse-battery-staple' } });
    expect(again.statusCode).toBe(200);
    expect(await audits('suspend_account', user.id)).toHaveLength(1);
    expect(await audits('activate_account', user.id)).toHaveLength(1);
  });

  it('reset_password mails a reset link and ends the sessions', async () => {
    const cookie = await adminCookie();
    const { user, cookie: userCookie } = await signedInUser(gateway);
    expect((await act(cookie, user.id, { action: 'reset_password' })).statusCode).toBe(200);
    expect((await inject({ url: '/api/auth/user', headers: { cookie: userCookie } })).statusCode).toBe(401);
    const mail = await lastEmail(gateway, user.email, 'reset-password');
    expect(mail.data.link).toMatch(/\/reset-password\?token=/);
    const [audit] = await audits('reset_password', user.id);
    expect(JSON.stringify(audit!.details)).not.toMatch(/token|link/);
  });

  it('delete_user cancels the subscription through billing, removes the account, its rows and stored files; payments stay, detached, with a one-way hash', async () => {
    const cookie = await adminCookie();
    const { user, cookie: userCookie } = await signedInUser(gateway);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const payg = (await inject({ method: 'POST', url: '/api/stripe/create-payg-subscription', headers: { cookie: userCookie }, payload: { quantity: 1 } })).json();
    await inject({ method: 'POST', url: '/api/payment/sandbox/confirm', headers: { cookie: userCookie }, payload: { clientSecret: payg.clientSecret, ...card } });
    const monthly = (await inject({ method: 'POST', url: '/api/subscription/create', headers: { cookie: userCookie }, payload: { planId: 'monthly' } })).json();
    await inject({ method: 'POST', url: '/api/payment/sandbox/confirm', headers: { cookie: userCookie }, payload: { clientSecret: monthly.clientSecret, ...card } });
    expect((await inject({ url: '/api/subscription/status', headers: { cookie: userCookie } })).json()).toMatchObject({ plan: 'monthly', status: 'active' });
    const storageKey = `documents/${user.id}/contract.pdf`;
    await gateway.deps.storage.put(storageKey, Buffer.from('%PDF-1.7 test'), { contentType: 'application/pdf' });
    const document = await createDocument(gateway.deps.db, user.id, { storageKey });
    // A pack's second file (issue 28) goes with it.
    const packKey = `documents/${user.id}/contract-2`;
    await gateway.deps.storage.put(packKey, Buffer.from('Register search statement'), { contentType: 'text/plain' });
    await gateway.deps.db.insertInto('documentFiles').values({ documentId: document.id, position: 2, name: 'title.txt', mimeType: 'text/plain', size: 25, sha256: null, storageKey: packKey }).execute();
    // A reminder mail the user asked for, due next year.
    const analysis = await createAnalysis(gateway.deps.db, document.id, { status: 'completed' });
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const keyDate = { kind: 'settlement' as const, label: 'Settlement', date: nextYear, basis: 'stated in the contract', quote: '', page: null, rule: null };
    await scheduleReminders({ producer: gateway.deps.producer, secret: 'test-secret', publicBase: 'http://localhost:3000' }, { analysisId: analysis.id, keyDates: [keyDate], to: user.email, firstName: null, documentName: 'contract' });
    const reminder = () => gateway.deps.producer.queue('email').getJob(reminderEmailId(analysis.id, 'settlement'));
    expect(await (await reminder())?.getState()).toBe('delayed');

    // Without the user's email typed, or with another, nothing is deleted (issue 27).
    expect((await act(cookie, user.id, { action: 'delete_user' })).statusCode).toBe(400);
    const wrong = await act(cookie, user.id, { action: 'delete_user', confirmEmail: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`The email typed does not match ${user.email}. Nothing was deleted.`);
    expect(await gateway.deps.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toHaveLength(1);
    const res = await act(cookie, user.id, { action: 'delete_user', confirmEmail: ` ${user.email.toUpperCase()} ` });
    expect(res.json().message).toMatch(/^User deleted/);
    const db = gateway.deps.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('documents').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).toEqual([]);
    await expect(gateway.deps.storage.get(storageKey)).rejects.toThrow();
    await expect(gateway.deps.storage.get(packKey)).rejects.toThrow();
    const [audit] = await audits('delete_user', user.id);
    expect(JSON.stringify(audit!.details)).not.toContain(user.email);
    // Billing cancelled the subscription at the provider (no renewal charges the card again) and detached the payments.
    expect(audit!.details).toMatchObject({ subscriptionsCancelled: 1, paymentsKept: 2, payer: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const payer = (audit!.details as { payer: string }).payer;
    const payments = await db.selectFrom('payments').selectAll().where('payerHash', '=', payer).orderBy('amount').execute();
    expect(payments.map((p) => [p.userId, p.amount, p.status])).toEqual([
      [null, 300, 'succeeded'],
      [null, 2750, 'succeeded'],
    ]);
    expect(JSON.stringify(payments)).not.toContain(user.email);
    expect((await inject({ url: '/api/auth/user', headers: { cookie: userCookie } })).statusCode).toBe(401);
    // Its reminder mails are taken back with it.
    expect(await reminder()).toBeUndefined();
  });

  it('an unknown action is 400, a missing user 404; the activity log lists what was done', async () => {
    const cookie = await adminCookie();
    const { user } = await signedInUser(gateway);
    expect((await act(cookie, user.id, { action: 'make_admin' })).statusCode).toBe(400);
    expect((await act(cookie, user.id, { action: 'adjust_credits', credits: -3 })).statusCode).toBe(400);
    expect((await act(cookie, '00000000-0000-4000-8000-000000000000', { action: 'verify_email' })).statusCode).toBe(404);
    const log = (await asAdmin(cookie).get('/api/admin/activity')).json();
    expect(log.total).toBeGreaterThan(5);
    expect(log.entries[0]).toMatchObject({ adminEmail: ADMIN_EMAIL });
    expect(log.entries.map((e: { action: string }) => e.action)).toContain('delete_user');
  });

  it('clear-rate-limits deletes the rate-limit keys and says how many', async () => {
    const cookie = await adminCookie();
    await gateway.deps.redis.set(`${gateway.deps.queuePrefix}:rate-limit:test-key-1`, '5');
    await gateway.deps.redis.set(`${gateway.deps.queuePrefix}:rate-limit:test-key-2`, '5');
    const res = await asAdmin(cookie).get('/api/clear-rate-limits');
    expect(res.statusCode).toBe(200);
    expect(res.json().cleared).toBeGreaterThanOrEqual(2);
    expect(await gateway.deps.redis.exists(`${gateway.deps.queuePrefix}:rate-limit:test-key-1`)).toBe(0);
  });
});
