import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { startWorker, type StartedWorker } from '@doco/queue';
import { sendEmailHandler } from '@doco/mailer/send-email';
import { createTransport, type MailTransport } from '@doco/mailer/transport';
import { createTestGateway, humanForm, sessionCookieOf, testIp, type TestGateway } from '../helpers.ts';
import { signedInUser } from '../sign-in.ts';

// The accounts flows end to end: gateway -> queue -> the real mailer handler -> SMTP, captured by
// an in-process SMTP server; every link a test follows is read out of a delivered mail.

interface Captured {
  to: string;
  raw: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let gateway: TestGateway;
let smtp: SMTPServer;
let transport: MailTransport;
let mailer: StartedWorker;
const inbox: Captured[] = [];

beforeAll(async () => {
  gateway = await createTestGateway();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        inbox.push({ to, raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, mailDir: '/nonexistent' });
  mailer = startWorker({
    queue: 'email',
    redisUrl: gateway.redisUrl,
    prefix: gateway.deps.queuePrefix!,
    handlers: {
      'send-email': sendEmailHandler({
        transport,
        from: 'Doco <no-reply@doco.test>',
        logger: pino({ level: 'silent' }),
        seller: { name: 'Doco Test Pty Ltd', abn: '12 345 678 901', address: 'Melbourne VIC 3000', email: 'support@doco.test' },
        links: gateway.deps.producer.mailLinks,
      }),
    },
  });
});
afterAll(async () => {
  await mailer.stop();
  transport.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await gateway.close();
});

/** Waits for the next mail to `to` whose subject matches, and returns it with its first link. */
async function mailTo(to: string, subject: RegExp, after = 0) {
  for (let i = 0; i < 100; i++) {
    const found = inbox.slice(after).find((m) => m.to === to && subject.test(m.raw));
    if (found) {
      const link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(found.raw)?.[0];
      return { ...found, link };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

const inject = (options: InjectOptions) => gateway.app.inject(options);
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`.replace('/verify-email?', '/api/auth/verify-email?').replace('/reset-password?', '/api/auth/reset-password?');
};

describe('accounts through real mail', () => {
  const email = `priya-${Date.now()}@example.test`;
  const password = 'Harbour-View-2026';
  const ip = testIp();

  it('registers, verifies through the mailed link, signs in, reads the user, and signs out', async () => {
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: { firstName: 'Priya', lastName: 'Nair', email, password, ...humanForm() },
    });
    expect(registered.statusCode).toBe(201);

    const unverified = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toContain('verify your email');

    const mail = await mailTo(email, /Subject: Verify your email for Doco/);
    expect(mail.raw).toContain('Hi Priya,');
    expect(mail.raw).toContain('not legal or financial advice');
    const verified = await inject({ url: pathOf(mail.link!), remoteAddress: ip });
    expect(verified.statusCode).toBe(200);

    const wrong = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');

    const loggedIn = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
    expect(loggedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(loggedIn);
    const user = await inject({ url: '/api/auth/user', headers: { cookie } });
    expect(user.json()).toMatchObject({ id: expect.any(String), firstName: 'Priya', lastName: 'Nair', email });

    expect((await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('resets a forgotten password through the mailed link: the new one works, old sessions end, the link is spent', async () => {
    const before = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
    const oldCookie = sessionCookieOf(before);
    const mark = inbox.length;
    expect((await inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email } })).statusCode).toBe(200);
    const mail = await mailTo(email, /Subject: Reset your Doco password/, mark);
    const token = new URL(mail.link!).searchParams.get('token');

    const newPassword = 'Bayside-Terrace-77';
    const reset = await inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: ip, payload: { token, newPassword } });
    expect(reset.statusCode).toBe(200);
    expect((await inject({ url: '/api/auth/user', headers: { cookie: oldCookie } })).statusCode).toBe(401);
    const again = await inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: ip, payload: { token, newPassword: 'Another-Pass-123' } });
    expect(again.statusCode).toBe(400);

    const oldLogin = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: newPassword } });
    expect(newLogin.statusCode).toBe(200);
    await mailTo(email, /Subject: Your Doco password was changed/, mark);

    const cookie = sessionCookieOf(newLogin);
    const changed = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { currentPassword: newPassword, newPassword: 'Coastal-Cottage-42' },
    });
    expect(changed.statusCode).toBe(200);
    const relogin = await inject({ method: 'POST', url: '/api/auth/login', remoteAddress: testIp(), payload: { email, password: 'Coastal-Cottage-42' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('forwards a contact message to support exactly once, after the sender confirms it', async () => {
    const sender = `sam-${Date.now()}@example.test`;
    const sent = await inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: testIp(),
      payload: { firstName: 'Sam', lastName: 'Lee', email: sender, subject: 'Question about my report', category: 'technical', message: 'My report shows no price. Is that right?', ...humanForm() },
    });
    expect(sent.statusCode).toBe(200);
    const confirm = await mailTo(sender, /Subject: Please confirm your message to Doco/);
    const link = /https?:\/\/\S+\/api\/contact\/verify\?token=[A-Za-z0-9_-]+/.exec(confirm.raw)![0];
    const { pathname, search } = new URL(link);
    await inject({ url: `${pathname}${search}` });
    await inject({ url: `${pathname}${search}` });

    const forwarded = await mailTo(gateway.supportEmail, /Subject: \[Contact\] Question about my report/);
    expect(forwarded.raw).toContain('From: Sam Lee <' + sender + '>');
    await new Promise((r) => setTimeout(r, 500));
    expect(inbox.filter((m) => m.to === gateway.supportEmail && /\[Contact\] Question about my report/.test(m.raw))).toHaveLength(1);
  });

  it('mails one receipt with the tax invoice attached when a purchase succeeds', async () => {
    const { user, cookie } = await signedInUser(gateway, { firstName: 'Noor' });
    const post = (url: string, payload: object) => inject({ method: 'POST', url, headers: { cookie }, payload });
    const payment = (await post('/api/stripe/create-payg-subscription', { quantity: 10, amount: 2900 })).json();
    await post('/api/payment/sandbox/confirm', { clientSecret: payment.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    // The sandbox's webhook has credited it already; the browser's allocation call credits it again.
    expect((await post('/api/stripe/allocate-credits-automatically', { paymentIntentId: payment.paymentIntentId })).json()).toEqual({ creditsAdded: 10 });

    const receipt = await mailTo(user.email, /Subject: Your Doco receipt DOCO-\d+/);
    expect(receipt.raw).toContain('Hi Noor,');
    expect(receipt.raw).toContain('Thank you for your payment of A$29.00 (including GST of A$2.64) for 10 pay-as-you-go credits.');
    expect(receipt.raw).toMatch(/Content-Type: application\/pdf; name=tax-invoice-DOCO-\d+\.pdf/);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.filter((m) => m.to === user.email && /Your Doco receipt/.test(m.raw))).toHaveLength(1);
  });
});
