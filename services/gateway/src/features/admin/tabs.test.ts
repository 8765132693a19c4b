import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '@doco/db';
import { startWorker, UnrecoverableError } from '@doco/queue';
import { createTestGateway, lastEmail, testIp, type TestGateway } from '../../../test/helpers.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createAnalysis, createDocument, createUser } from '@doco/testkit';

let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  await gateway.deps.db.insertInto('adminUsers').values({ email: 'tabs@doco.test', hashedPassword: await hashPassword('admin-passphrase-2026') }).execute();
  const res = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: testIp(), payload: { email: 'tabs@doco.test', password: 'admin-passphrase-2026' } });
  cookie = `doco.admin=${res.cookies.find((c) => c.name === 'doco.admin')!.value}`;
});
afterAll(() => gateway?.close());

const get = (url: string) => gateway.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object = {}) => gateway.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function buyCredits(quantity: number) {
  const { user, cookie: userCookie } = await signedInUser(gateway);
  const send = (url: string, payload: object) => gateway.app.inject({ method: 'POST', url, headers: { cookie: userCookie }, payload });
  const payg = (await send('/api/stripe/create-payg-subscription', { quantity })).json();
  await send('/api/payment/sandbox/confirm', { clientSecret: payg.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  // As the web app does once the card went through.
  expect((await send('/api/stripe/allocate-credits-automatically', { paymentIntentId: payg.paymentIntentId })).json()).toEqual({ creditsAdded: quantity });
  return { user, userCookie, paymentIntentId: payg.paymentIntentId as string, amount: payg.amount as number };
}

describe('Payments tab', () => {
  it('lists and filters payments, shows one with its ledger rows, and refunds it: unspent credits go, once', async () => {
    const { user, userCookie } = await buyCredits(5);
    const list = (await get('/api/admin/payments?status=succeeded&type=payg_credits')).json();
    const row = list.payments.find((p: { userEmail: string }) => p.userEmail === user.email);
    expect(row).toMatchObject({ amount: 1500, status: 'succeeded', credits: 5, provider: 'sandbox' });
    expect((await get('/api/admin/payments?status=refunded')).json().payments.some((p: { id: string }) => p.id === row.id)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/payments?from=2000-01-01&to=2000-01-02`)).json().total).toBe(0);
    expect((await get(`/api/admin/payments?from=${today}`)).json().total).toBeGreaterThan(0);

    const detail = (await get(`/api/admin/payments/${row.id}`)).json();
    expect(detail.ledger).toEqual([expect.objectContaining({ kind: 'payg', delta: 5 })]);

    const refund = await post(`/api/admin/payments/${row.id}/refund`);
    expect(refund.json()).toEqual({ message: 'Refunded; 5 unspent credits removed.', creditsRemoved: 5 });
    expect((await gateway.app.inject({ url: '/api/subscription/credits', headers: { cookie: userCookie } })).json().paygCreditsRemaining).toBe(0);
    expect((await get(`/api/admin/payments/${row.id}`)).json()).toMatchObject({ status: 'refunded', ledger: [expect.objectContaining({ delta: 5 }), expect.objectContaining({ delta: -5 })] });
    expect((await post(`/api/admin/payments/${row.id}/refund`)).statusCode).toBe(409);
    expect((await get('/api/admin/payments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/payments?status=everything')).statusCode).toBe(400);
  });
});

describe('Contacts tab', () => {
  it('lists verified messages (pending ones only counted), sets status and notes, and replies by email', async () => {
    const db = gateway.deps.db;
    const message = await db
      .insertInto('contactMessages')
      .values({ firstName: 'Priya', lastName: 'Raman', email: 'priya@example.test', subject: 'Report question', category: 'technical', message: 'Why is my zone missing?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pendingContactMessages')
      .values({ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.test', subject: 'Hi', category: 'general', message: 'Unconfirmed', verificationToken: randomUUID(), expiresAt: new Date(Date.now() + 3600_000) })
      .execute();

    const list = (await get('/api/admin/contacts')).json();
    expect(list).toMatchObject({ pendingUnverified: 1, total: 1, contacts: [{ id: message.id, status: 'new', subject: 'Report question' }] });
    expect((await get('/api/admin/dashboard/stats')).json().pendingContacts).toBe(1);

    expect((await post(`/api/admin/contacts/${message.id}`, { status: 'read', adminNotes: 'Zone table OCR' })).json()).toMatchObject({ status: 'read', adminNotes: 'Zone table OCR' });
    expect((await post(`/api/admin/contacts/${message.id}/reply`, { message: 'We fixed the zone reading.' })).json()).toEqual({ message: 'Reply sent to priya@example.test.' });
    const mail = await lastEmail(gateway, 'priya@example.test', 'admin-message');
    expect(mail.data).toMatchObject({ subject: 'Re: Report question', message: 'We fixed the zone reading.' });
    const replied = (await get('/api/admin/contacts?status=replied')).json().contacts[0];
    expect(replied).toMatchObject({ id: message.id, status: 'replied' });
    expect(replied.repliedAt).toEqual(expect.any(String));
    expect((await post(`/api/admin/contacts/${randomUUID()}/reply`, { message: 'x' })).statusCode).toBe(404);
  });
});

describe('System tab', () => {
  it('shows every part ready, the workers by their heartbeat, queue counts and failed jobs; Retry only where a retry can help', async () => {
    const down = (await get('/api/admin/system')).json();
    expect(down.healthy).toBe(false);
    expect(down.checks).toEqual(expect.arrayContaining([{ name: 'postgres', ok: true, detail: null }, { name: 'billing', ok: true, detail: null }, expect.objectContaining({ name: 'mailer', ok: false })]));

    const prefix = gateway.deps.queuePrefix!;
    const longMessage = `the document could not be read: ${'page 3 has no text layer and OCR found nothing; '.repeat(10)}`;
    const mailer = startWorker({
      queue: 'email',
      redisUrl: gateway.redisUrl,
      prefix,
      version: '9.9.9',
      handlers: {
        'send-email': async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        },
      },
    });
    const worker = startWorker({
      queue: 'analysis',
      redisUrl: gateway.redisUrl,
      prefix,
      version: '9.9.9',
      handlers: {
        'analyse-document': async () => {
          throw new UnrecoverableError(longMessage);
        },
        'render-report': async () => {},
      },
    });
    try {
      const user = await createUser(gateway.deps.db, { email: `owner-${randomUUID()}@example.com` });
      const analysisId = (await createAnalysis(gateway.deps.db, (await createDocument(gateway.deps.db, user.id, { originalName: 'Section 32 - 9 Wattle St.pdf' })).id)).id;
      await gateway.deps.producer.enqueueAnalysis({ analysisId });
      // A mail that failed on its one attempt because SMTP was down: a retry can fix that.
      const mailId = `mail-${randomUUID()}`;
      await gateway.deps.producer
        .queue('email')
        .add('send-email', { emailId: mailId, template: 'password-changed', to: 'reader@example.com', data: {} }, { jobId: mailId, attempts: 1 });
      let system = (await get('/api/admin/system')).json();
      for (let i = 0; i < 100 && (!system.healthy || system.failedJobs.length < 2); i++) {
        await new Promise((r) => setTimeout(r, 100));
        system = (await get('/api/admin/system')).json();
      }
      expect(system.healthy).toBe(true);
      expect(system.checks.find((c: { name: string }) => c.name.startsWith('analysis worker'))).toMatchObject({ ok: true, detail: expect.stringContaining('version 9.9.9') });
      expect(system.queues.find((q: { name: string }) => q.name === 'analysis')).toMatchObject({ failed: 1, workers: 1 });
      const analysisJob = system.failedJobs.find((j: { id: string }) => j.id === analysisId);
      // The user and the document by name, the whole message, and no Retry: it failed for good.
      expect(analysisJob).toMatchObject({ queue: 'analysis', user: user.email, document: 'Section 32 - 9 Wattle St.pdf', error: longMessage, retryable: false });
      expect(analysisJob.whyNot).toMatch(/cannot fix/);
      const refused = await post('/api/admin/system/retry', { queue: 'analysis', id: analysisId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(analysisJob.whyNot);

      const mailJob = system.failedJobs.find((j: { id: string }) => j.id === mailId);
      expect(mailJob).toMatchObject({ queue: 'email', user: 'reader@example.com', document: null, error: 'connect ECONNREFUSED 127.0.0.1:25', retryable: true, whyNot: null });
      await mailer.stop();
      expect((await post('/api/admin/system/retry', { queue: 'email', id: mailId })).json()).toEqual({ message: 'Job queued again.' });
      const after = (await get('/api/admin/system')).json();
      expect(after.queues.find((q: { name: string }) => q.name === 'email')).toMatchObject({ failed: 0, waiting: 1 });
      expect((await post('/api/admin/system/retry', { queue: 'analysis', id: 'nope' })).statusCode).toBe(404);
    } finally {
      await worker.stop();
      await mailer.stop();
    }
  });

  it('shows the refunds of failed analyses billing has not confirmed: how many, the oldest and the last error', async () => {
    const db = gateway.deps.db;
    expect((await get('/api/admin/system')).json().refunds).toEqual({ waiting: 0, oldestAt: null, lastError: null, lastAttemptAt: null });
    // As the worker leaves them (its refund_outbox): two owed, one tried while billing was down, one confirmed.
    const [older, newer, done] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insertInto('refundOutbox').values({ analysisId: older, reason: 'Analysis failed: damaged', createdAt: '2026-11-27T01:00:00Z' } as never).execute();
    await db
      .insertInto('refundOutbox')
      .values({ analysisId: newer, reason: 'Analysis failed: damaged', attempts: 3, lastError: 'billing unreachable: fetch failed', lastAttemptAt: '2026-11-28T02:00:00Z' } as never)
      .execute();
    await db.insertInto('refundOutbox').values({ analysisId: done, reason: 'Analysis failed: damaged', confirmedAt: new Date(), outcome: 'refunded' }).execute();
    const refunds = (await get('/api/admin/system')).json().refunds;
    expect(refunds).toEqual({ waiting: 2, oldestAt: '2026-11-27T01:00:00.000Z', lastError: 'billing unreachable: fetch failed', lastAttemptAt: '2026-11-28T02:00:00.000Z' });
    await db.deleteFrom('refundOutbox').where('analysisId', 'in', [older, newer, done]).execute();
  });
});

describe('Analytics tab', () => {
  it('page views per day; checkouts and purchases the server recorded; revenue from billing’s payments, whatever a browser posted', async () => {
    const db = gateway.deps.db;
    // Rows a browser could post before issue 24: a purchase worth "x" (which broke the tab for 30
    // days), one worth a fortune, and checkouts nobody began.
    const forged = [
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/subscription' },
      { name: 'begin_checkout', path: '/subscription', properties: { value: 5 } },
      { name: 'purchase', path: '/subscription', properties: { value: 'x', currency: 'AUD' } },
      { name: 'purchase', path: '/subscription', properties: { value: 1e9, currency: 'AUD' } },
    ];
    for (const e of forged) {
      await db.insertInto('analyticsEvents').values({ name: e.name, userId: null, visitorId: 'v-1', path: e.path, properties: toJson(e.properties ?? {}) }).execute();
    }
    const before = await get('/api/admin/analytics');
    expect(before.statusCode).toBe(200);

    const bought = await buyCredits(2);
    // A second checkout, abandoned at the card form, and the allocation asked again: one purchase.
    const { userCookie } = bought;
    await gateway.app.inject({ method: 'POST', url: '/api/payment/payg', headers: { cookie: userCookie }, payload: {} });
    await gateway.app.inject({ method: 'POST', url: '/api/stripe/allocate-credits-automatically', headers: { cookie: userCookie }, payload: { paymentIntentId: bought.paymentIntentId } });

    const body = (await get('/api/admin/analytics')).json();
    const was = before.json();
    expect(body.checkouts - was.checkouts).toBe(2);
    expect(body.purchases - was.purchases).toBe(1);
    expect(body.revenueCents - was.revenueCents).toBe(bought.amount);
    const kept = await db.selectFrom('payments').select((eb) => eb.fn.sum<string>('amount').as('cents')).where('status', '=', 'succeeded').executeTakeFirstOrThrow();
    expect(body.revenueCents).toBe(Number(kept.cents));
    // The Overview's Revenue is the same number (issue 27).
    expect((await get('/api/admin/dashboard/stats')).json().totalRevenue).toBe(body.revenueCents);
    expect(body.conversion).toBeCloseTo(body.purchases / body.checkouts);
    expect(body.viewsPerDay).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 2 }]);
    expect(Array.isArray(body.recentAnalyses)).toBe(true);
  });
});

describe('Bull Board', () => {
  it('opens at /admin/queues behind the admin session and lists the queues', async () => {
    expect((await gateway.app.inject({ url: '/admin/queues' })).statusCode).toBe(401);
    const page = await get('/admin/queues');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await get('/admin/queues/api/queues');
    expect(api.statusCode).toBe(200);
    expect(api.json().queues.map((q: { name: string }) => q.name).sort()).toEqual(['analysis', 'email']);
  });

  it('is read-only: a write is refused before Bull Board sees it, and written to the activity log', async () => {
    const email = gateway.deps.producer.queue('email');
    await email.add('send-email', { emailId: 'held-1', template: 'password-changed', to: 'held@example.test', data: {} }, { jobId: 'held-1' });
    const queues = (await get('/admin/queues/api/queues')).json().queues;
    expect(queues.map((q: { readOnlyMode: boolean; allowRetries: boolean }) => [q.readOnlyMode, q.allowRetries])).toEqual([
      [true, false],
      [true, false],
    ]);
    for (const [method, url] of [
      ['PUT', '/admin/queues/api/queues/email/empty'],
      ['PUT', '/admin/queues/api/queues/email/obliterate'],
      ['PUT', '/admin/queues/api/queues/email/held-1/clean'],
      ['PATCH', '/admin/queues/api/queues/email/held-1/update-data'],
      ['POST', '/admin/queues/api/queues/email/add'],
      ['PUT', '/admin/queues/api/queues/pause'],
    ] as const) {
      const res = await gateway.app.inject({ method, url, headers: { cookie }, payload: { name: 'send-email', data: {} } });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
    }
    expect(await (await email.getJob('held-1'))?.getState()).toBe('waiting');
    expect(await email.isPaused()).toBe(false);
    const refused = await gateway.deps.db.selectFrom('adminActivityLog').selectAll().where('action', '=', 'queue_write_refused').execute();
    expect(refused.map((r) => r.target)).toEqual(expect.arrayContaining(['/admin/queues/api/queues/email/empty', '/admin/queues/api/queues/email/held-1/clean']));
    expect(refused.every((r) => r.adminId !== null)).toBe(true);
  });

  it('shows job data without live links: a reset mail queued now holds none, and an older job’s token is redacted on screen', async () => {
    const { user } = await signedInUser(gateway);
    expect((await post(`/api/admin/users/${user.id}/action`, { action: 'reset_password' })).statusCode).toBe(200);
    const reset = (await lastEmail(gateway, user.email, 'reset-password')).emailId;
    // What the queue holds for it: no link, so no token (the mailer reads the link from beside the job).
    const raw = JSON.stringify((await gateway.deps.producer.queue('email').getJob(reset))!.data);
    expect(raw).not.toMatch(/reset-password\?token=/);
    // A job queued the old way, with the link in its data.
    await gateway.deps.producer
      .queue('email')
      .add('send-email', { emailId: 'legacy-reset', template: 'reset-password', to: 'old@example.test', data: { link: 'http://localhost:3000/reset-password?token=live-token-123' } }, { jobId: 'legacy-reset' });
    const board = (await get('/admin/queues/api/queues?activeQueue=email&status=waiting&page=1&jobsPerPage=50')).json();
    const shown = JSON.stringify(board.queues.find((q: { name: string }) => q.name === 'email').jobs);
    expect(shown).toContain('legacy-reset');
    expect(shown).toContain(reset);
    expect(shown).not.toContain('live-token-123');
    expect(shown).toContain('token=[redacted]');
  });
});
