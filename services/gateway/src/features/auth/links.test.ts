import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGateway,
  humanForm,
  lastEmail,
  signUp,
  testIp,
  type TestGateway,
} from '../../../test/helpers.ts';
import { link, publicBase } from './links.ts';

// A forged Host (with a matching Origin, so the same-origin check passes) and X-Forwarded-Host must
// never reach a mailed link: one click on such a link would hand the token to the attacker's site.
const forged = {
  host: 'attacker.example',
  origin: 'http://attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

describe('links in emails', () => {
  it('come from PUBLIC_URL, else http://localhost:PORT, and carry the token as a query parameter', () => {
    expect(publicBase('https://doco.example.com.au/', 3000)).toBe('https://doco.example.com.au');
    expect(publicBase(undefined, 8080)).toBe('http://localhost:8080');
    expect(link('https://doco.example', '/verify-email', 'a-b_c')).toBe('https://doco.example/verify-email?token=a-b_c');
  });
});

describe.each([
  { publicUrl: 'https://doco.example.com.au', expected: 'https://doco.example.com.au/' },
  { publicUrl: undefined, expected: 'http://localhost:3000/' },
])('with PUBLIC_URL=$publicUrl and a forged Host', ({ publicUrl, expected }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(publicUrl ? { publicUrl } : {});
  });
  afterAll(() => gateway.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    gateway.app.inject({ method: 'POST', url, payload, headers: forged, remoteAddress: testIp() });
  const linkOf = async (to: string, template: Parameters<typeof lastEmail>[2]) =>
    (await lastEmail(gateway, to, template)).data.link ?? '';

  it('register and resend-verification mail links to the public URL', async () => {
    const email = `forged-${Date.now()}@example.test`;
    const registered = await post('/api/auth/register', {
      firstName: 'Eve',
      lastName: 'Victim',
      email,
      password: 'Correct-Horse-Battery-9',
      ...humanForm(),
    });
    expect(registered.statusCode).toBe(201);
    expect(await linkOf(email, 'verify-email')).toMatch(new RegExp(`^${expected}verify-email\\?token=`));

    expect((await post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
    const links = await linkOf(email, 'verify-email');
    expect(links.startsWith(expected)).toBe(true);
    expect(links).not.toContain('attacker');
  });

  it('forgot-password mails the reset link to the public URL', async () => {
    const account = await signUp(gateway);
    expect((await post('/api/auth/forgot-password', { email: account.email })).statusCode).toBe(200);
    const reset = await linkOf(account.email.toLowerCase(), 'reset-password');
    expect(reset).toMatch(new RegExp(`^${expected}reset-password\\?token=`));
  });

  it('the contact form mails its confirmation link to the public URL', async () => {
    const email = `contact-${Date.now()}@example.test`;
    const sent = await post('/api/contact', {
      firstName: 'Sam',
      lastName: 'Nguyen',
      email,
      subject: 'Question',
      category: 'document',
      message: 'Can the report cover strata levies as well?',
      ...humanForm(),
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(await linkOf(email, 'contact-verify')).toMatch(new RegExp(`^${expected}api/contact/verify\\?token=`));
  });
});
