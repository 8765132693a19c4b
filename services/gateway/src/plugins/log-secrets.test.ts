import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '@doco/service-kit';
import { createTestGateway, humanForm, lastEmail, testIp, tokenOf, type TestGateway } from '../../test/helpers.ts';

// Every log line the gateway writes, as production writes them (JSON, level info).
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let gateway: TestGateway;
beforeAll(async () => {
  const logger = pino(loggerOptions({ service: 'gateway', level: 'info', pretty: false }), sink);
  gateway = await createTestGateway({ logger });
});
afterAll(() => gateway.close());

describe('tokens stay out of the logs', () => {
  it('register, verify, forgot, reset and the contact link leave no token in any line', async () => {
    const remoteAddress = testIp();
    const email = `logs-${Date.now()}@example.test`;
    const password = 'Correct-Horse-Battery-9';
    const post = (url: string, payload: object) => gateway.app.inject({ method: 'POST', url, payload, remoteAddress });

    expect((await post('/api/auth/register', { firstName: 'Lou', lastName: 'Gray', email, password, ...humanForm() })).statusCode).toBe(201);
    const verifyToken = tokenOf(await lastEmail(gateway, email, 'verify-email'));
    expect((await gateway.app.inject({ url: `/api/auth/verify-email?token=${verifyToken}`, remoteAddress })).statusCode).toBe(200);
    // A wrong link is logged too (as a 400): still without its token.
    expect((await gateway.app.inject({ url: '/api/auth/verify-email?token=not-a-real-token-123', remoteAddress })).statusCode).toBe(400);

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const resetToken = tokenOf(await lastEmail(gateway, email, 'reset-password'));
    expect((await post('/api/auth/reset-password', { token: resetToken, newPassword: 'Wattle-And-Gum-77' })).statusCode).toBe(200);

    const contact = `contact-logs-${Date.now()}@example.test`;
    await post('/api/contact', { firstName: 'Sam', lastName: 'Nguyen', email: contact, subject: 'Question about my report', category: 'document', message: 'Can the report cover strata levies as well?', ...humanForm() });
    const contactToken = tokenOf(await lastEmail(gateway, contact, 'contact-verify'));
    await gateway.app.inject({ url: `/api/contact/verify?token=${contactToken}`, remoteAddress });

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5); // requests were logged
    expect(all).not.toContain('token=');
    for (const token of [verifyToken, resetToken, contactToken, 'not-a-real-token-123']) expect(all).not.toContain(token);
    // Requests are logged by route pattern.
    expect(all).toContain('/api/auth/verify-email');
  });
});
