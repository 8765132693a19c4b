import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDocument, createAnalysis } from '@doco/testkit';
import { createTestGateway, testIp, type TestGateway } from '../../test/helpers.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { hashPassword } from '../features/auth/passwords.ts';

// Sessions, user rows and balances are read from memory (auth-cache.ts): whatever changed is seen on
// the next request — in the same gateway process at once, and in another one on the same Redis once
// the broadcast has arrived (issue 15).

let gateway: TestGateway;
let other: FastifyInstance;
beforeAll(async () => {
  gateway = await createTestGateway();
  other = await gateway.another();
});
afterAll(() => gateway?.close());

const userOn = (app: FastifyInstance, cookie: string) => app.inject({ url: '/api/auth/user', headers: { cookie } });
const creditsOn = async (app: FastifyInstance, cookie: string) => (await app.inject({ url: '/api/subscription/credits', headers: { cookie } })).json().totalCreditsRemaining;
/** Pub/sub between the two processes is asynchronous: a few milliseconds. */
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('seen on the next request', () => {
  it('a logout ends the session in this gateway at once and in the other one', async () => {
    const { cookie } = await signedInUser(gateway);
    expect((await userOn(gateway.app, cookie)).statusCode).toBe(200);
    expect((await userOn(other, cookie)).statusCode).toBe(200); // now held in the other process's memory
    await gateway.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await userOn(gateway.app, cookie)).statusCode).toBe(401);
    await settle();
    expect((await userOn(other, cookie)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions, wherever they are held', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const second = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password: 'correct-horse-battery-staple' } });
    const secondCookie = `doco.sid=${second.cookies.find((c) => c.name === 'doco.sid')!.value}`;
    expect((await userOn(other, secondCookie)).statusCode).toBe(200);
    const changed = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: 'correct-horse-battery-staple', newPassword: 'Another-Long-Passphrase-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await userOn(gateway.app, secondCookie)).statusCode).toBe(401);
    await settle();
    expect((await userOn(other, secondCookie)).statusCode).toBe(401);
  });

  it('an admin suspension refuses the next call in both gateways', async () => {
    const { user, cookie } = await signedInUser(gateway);
    expect((await userOn(other, cookie)).statusCode).toBe(200);
    await gateway.deps.db.insertInto('adminUsers').values({ email: `fresh-${Date.now()}@doco.test`, hashedPassword: await hashPassword('admin-passphrase-2026') }).execute();
    const admins = await gateway.deps.db.selectFrom('adminUsers').select('email').orderBy('createdAt', 'desc').limit(1).execute();
    const login = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: testIp(), payload: { email: admins[0]!.email, password: 'admin-passphrase-2026' } });
    const adminCookie = `doco.admin=${login.cookies.find((c) => c.name === 'doco.admin')!.value}`;
    await gateway.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/action`, headers: { cookie: adminCookie }, payload: { action: 'suspend_account' } });
    expect((await userOn(gateway.app, cookie)).statusCode).toBe(401);
    await settle();
    expect((await userOn(other, cookie)).statusCode).toBe(401);
  });

  it('a credit spent and a credit bought show on the next credits poll', async () => {
    const { user, cookie } = await signedInUser(gateway);
    expect(await creditsOn(other, cookie)).toBe(1);
    const document = await createDocument(gateway.deps.db, user.id);
    const analysis = await createAnalysis(gateway.deps.db, document.id);
    const started = await gateway.app.inject({ method: 'POST', url: `/api/analyses/${analysis.id}/start`, headers: { cookie } });
    expect(started.statusCode).toBe(202);
    expect(await creditsOn(gateway.app, cookie)).toBe(0); // the gateway that asked billing: at once
    await settle();
    expect(await creditsOn(other, cookie)).toBe(0); // the other one: once billing's broadcast arrived
    const payg = (await gateway.app.inject({ method: 'POST', url: '/api/payment/payg', headers: { cookie }, payload: {} })).json();
    await gateway.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      headers: { cookie },
      payload: { clientSecret: payg.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(await creditsOn(gateway.app, cookie)).toBe(1);
    await settle();
    expect(await creditsOn(other, cookie)).toBe(1);
  });

  it('a subscription bought through one gateway shows its plan in the user and the credits of the other', async () => {
    const { cookie } = await signedInUser(gateway);
    expect((await userOn(other, cookie)).json().subscriptionPlan).toBe('free'); // held in memory there
    expect((await other.inject({ url: '/api/subscription/credits', headers: { cookie } })).json().subscriptionPlan).toBe('free');
    const post = (url: string, payload: object) => gateway.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const created = (await post('/api/subscription/create', { planId: 'monthly' })).json();
    await post('/api/payment/sandbox/confirm', { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    await post('/api/stripe/allocate-credits-automatically', { paymentIntentId: created.paymentIntentId, metadata: created.metadata });
    await settle();
    expect((await userOn(other, cookie)).json()).toMatchObject({ subscriptionPlan: 'monthly', subscriptionStatus: 'active' });
    expect((await other.inject({ url: '/api/subscription/credits', headers: { cookie } })).json()).toMatchObject({ subscriptionPlan: 'monthly', totalCreditsRemaining: 11 });
  });

  it('a password reset is seen by the next change-password in another gateway (its user row is not kept)', async () => {
    const { user, cookie } = await signedInUser(gateway);
    const second = await gateway.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email: user.email, password: 'correct-horse-battery-staple' } });
    const secondCookie = `doco.sid=${second.cookies.find((c) => c.name === 'doco.sid')!.value}`;
    expect((await userOn(other, secondCookie)).statusCode).toBe(200); // the row now in the other gateway's memory
    await gateway.deps.db.updateTable('users').set({ hashedPassword: await hashPassword('Reset-By-Email-Passphrase-9') }).where('id', '=', user.id).execute();
    // As the reset route's repository write does: every gateway drops the row.
    gateway.app.sessionCache?.userChanged(user.id);
    await settle();
    const change = await other.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: secondCookie },
      payload: { currentPassword: 'Reset-By-Email-Passphrase-9', newPassword: 'Yet-Another-Passphrase-31' },
    });
    expect(change.statusCode, change.body).toBe(200);
  });
});
