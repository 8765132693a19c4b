import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGateway,
  humanForm,
  lastEmail,
  queuedEmails,
  SUPPORT_EMAIL,
  TEST_SESSION_SECRET,
  testIp,
  tokenOf,
  type TestGateway,
} from '../../../test/helpers.ts';
import { hashToken } from '../auth/tokens.ts';
import { signFormStart } from '../auth/bot-check.ts';
import { createContactRepository } from './contact.repository.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});
afterAll(() => gateway.close());

let n = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sam',
  lastName: 'Nguyen',
  email: `sender-${++n}-${Date.now()}@example.test`,
  subject: 'Question about my report',
  category: 'document',
  message: 'Can the report cover strata levies as well?',
  ...humanForm(),
  ...overrides,
});
const send = (payload: Record<string, unknown>) =>
  gateway.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: testIp() });
const pendingOf = (email: string) =>
  gateway.deps.db.selectFrom('pendingContactMessages').selectAll().where('email', '=', email).execute();
const messagesOf = (email: string) =>
  gateway.deps.db.selectFrom('contactMessages').selectAll().where('email', '=', email).execute();
const forwardsOf = async (email: string) =>
  (await queuedEmails(gateway)).filter((m) => m.template === 'contact-forward' && m.data.fromEmail === email);

describe('contact form (double opt-in)', () => {
  it('stores the message, mails a link, and forwards exactly once to support however often it is clicked', async () => {
    const payload = message();
    const res = await send(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification email sent! Please check your inbox and confirm your message.' });

    const [pending] = await pendingOf(payload.email);
    expect(pending).toMatchObject({ isVerified: false, subject: payload.subject, category: 'document' });
    const mail = await lastEmail(gateway, payload.email, 'contact-verify');
    expect(mail.data).toMatchObject({ firstName: 'Sam', subject: payload.subject });
    expect(mail.data.link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/contact\/verify\?token=/);
    const token = tokenOf(mail);
    expect(pending?.verificationToken).toBe(hashToken(token));
    const expiresInMs = (pending?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresInMs).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(24 * 3600_000);
    expect(await forwardsOf(payload.email)).toEqual([]);
    expect(await messagesOf(payload.email)).toEqual([]);

    const first = await gateway.app.inject(`/api/contact/verify?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thank you! Your message has been confirmed and sent to our support team.');
    const second = await gateway.app.inject(`/api/contact/verify?token=${token}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Your message was already confirmed and sent to our support team.');

    const stored = await messagesOf(payload.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'new', subject: payload.subject, message: payload.message, pendingMessageId: pending?.id });
    const forwards = await forwardsOf(payload.email);
    expect(forwards).toHaveLength(1);
    expect(forwards[0]).toMatchObject({
      to: SUPPORT_EMAIL,
      data: {
        fromName: 'Sam Nguyen',
        fromEmail: payload.email,
        subject: payload.subject,
        category: 'Document Analysis',
        message: payload.message,
      },
    });
    const [after] = await pendingOf(payload.email);
    expect(after?.isVerified).toBe(true);
    expect(after?.verifiedAt).toBeInstanceOf(Date);
  });

  it('sends a person following the link back to Contact Us rather than showing JSON', async () => {
    const payload = message();
    await send(payload);
    const token = tokenOf(await lastEmail(gateway, payload.email, 'contact-verify'));
    const page = await gateway.app.inject({ url: `/api/contact/verify?token=${token}`, headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/contact-us?confirmation=sent');
    expect(await forwardsOf(payload.email)).toHaveLength(1);
    const bad = await gateway.app.inject({ url: '/api/contact/verify?token=nope', headers: { accept: 'text/html' } });
    expect(bad.headers.location).toBe('/contact-us?confirmation=invalid');
  });

  it('refuses an expired or unknown link and forwards nothing', async () => {
    const payload = message();
    await send(payload);
    const token = tokenOf(await lastEmail(gateway, payload.email, 'contact-verify'));
    await gateway.deps.db
      .updateTable('pendingContactMessages')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', payload.email)
      .execute();
    const expired = await gateway.app.inject(`/api/contact/verify?token=${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This confirmation link is invalid or has expired.');
    const missing = await gateway.app.inject('/api/contact/verify');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid verification link');
    expect(await forwardsOf(payload.email)).toEqual([]);
    expect(await messagesOf(payload.email)).toEqual([]);
  });

  it.each([
    [{ firstName: 'S' }, 'First name must be at least 2 characters'],
    [{ lastName: 'N' }, 'Last name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ category: '' }, 'Please select a category'],
    [{ category: undefined }, 'Please select a category'],
    [{ category: 'sales' }, 'Please select a category'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('validates %o: %s', async (change, text) => {
    const payload = message(change);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'buy-now.example' })],
    ['a form sent at once', () => ({ formToken: signFormStart(TEST_SESSION_SECRET, Date.now() - 100) })],
  ])('treats %s as a bot: 400, nothing stored, nothing mailed', async (_label, change) => {
    const payload = message(change());
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(await pendingOf(payload.email)).toEqual([]);
    expect((await queuedEmails(gateway)).some((m) => m.to === payload.email)).toBe(false);
  });

  it('limits one address to 5 messages an hour', async () => {
    const remoteAddress = testIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await gateway.app.inject({ method: 'POST', url: '/api/contact', payload: message(), remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('purging pending messages', () => {
  it('removes expired pending messages and keeps live ones and forwarded copies', async () => {
    const live = message();
    const stale = message();
    const confirmed = message();
    for (const payload of [live, stale, confirmed]) await send(payload);
    await gateway.app.inject(`/api/contact/verify?token=${tokenOf(await lastEmail(gateway, confirmed.email, 'contact-verify'))}`);
    await gateway.deps.db
      .updateTable('pendingContactMessages')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('email', 'in', [stale.email, confirmed.email])
      .execute();

    const removed = await createContactRepository(gateway.deps.db).purgeExpired();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await pendingOf(stale.email)).toEqual([]);
    expect(await pendingOf(confirmed.email)).toEqual([]);
    expect(await pendingOf(live.email)).toHaveLength(1);
    // The forwarded message stays; only its link to the pending row is cleared.
    const [kept] = await messagesOf(confirmed.email);
    expect(kept).toMatchObject({ status: 'new', pendingMessageId: null });
  });
});
