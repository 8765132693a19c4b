import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { EMAIL_TEMPLATES } from '@doco/contracts';
import { createProducer, startWorker } from '@doco/queue';
import { createTestRedis, type TestRedis } from '@doco/testkit';
import { sendEmailHandler } from './send-email.ts';
import { createTransport } from './transport.ts';
import { DISCLAIMER, renderEmail } from './templates/index.ts';

/** Undoes quoted-printable soft breaks and =XX escapes so a test can read a mail's text. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const SAMPLE_DATA: Record<string, string> = {
  firstName: 'Priya',
  link: 'http://localhost:3000/verify-email?token=abc',
  fromName: 'Sam Lee',
  fromEmail: 'sam@example.com',
  subject: 'Question about my report',
  category: 'technical',
  message: 'My report shows <b>no</b> price.',
};

describe('templates', () => {
  it.each(EMAIL_TEMPLATES)('%s renders HTML and text with the product name and the disclaimer', (template) => {
    const mail = renderEmail(template, SAMPLE_DATA);
    expect(mail.subject.length).toBeGreaterThan(3);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Doco');
      expect(body).toContain('not legal or financial advice');
    }
    expect(mail.text).toContain(DISCLAIMER);
  });

  it('escapes what users typed into the HTML part', () => {
    const mail = renderEmail('contact-forward', SAMPLE_DATA);
    expect(mail.html).toContain('My report shows &lt;b&gt;no&lt;/b&gt; price.');
    expect(mail.html).not.toContain('<b>no</b>');
  });

  it('refuses to render a verification mail without its link', () => {
    expect(() => renderEmail('verify-email', { firstName: 'Priya' })).toThrow('Template verify-email needs link');
  });
});

describe('delivery through the queue', () => {
  let redis: TestRedis;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const received: string[] = [];
  const mailDir = mkdtempSync(join(tmpdir(), 'doco-mail-'));

  beforeAll(async () => {
    redis = await createTestRedis();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await redis.cleanup();
    rmSync(mailDir, { recursive: true, force: true });
  });

  async function deliver(transport: ReturnType<typeof createTransport>, emailId: string, logger = pino({ level: 'silent' })) {
    const producer = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
    const done = new Promise<void>((resolve, reject) => {
      const handler = sendEmailHandler({ transport, from: 'Doco <no-reply@doco.test>', logger });
      const { worker, stop } = startWorker({
        queue: 'email',
        redisUrl: redis.url,
        prefix: redis.prefix,
        handlers: { 'send-email': handler },
      });
      worker.on('completed', () => stop().then(() => resolve()));
      worker.on('failed', (_job, err) => stop().then(() => reject(err)));
    });
    await producer.sendEmail({ emailId, template: 'verify-email', to: 'priya@example.com', data: SAMPLE_DATA });
    await done;
    await producer.close();
  }

  it('sends over SMTP when SMTP_URL is set', async () => {
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir });
    await deliver(transport, 'smtp-1');
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: priya@example.com');
    expect(received[0]).toContain('Subject: Verify your email for Doco');
    expect(received[0]).toContain('http://localhost:3000/verify-email?token=abc');
  });

  it('writes an .eml file holding the link when no SMTP is configured', async () => {
    await deliver(createTransport({ mailDir }), 'file-1');
    const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = decodeQuotedPrintable(readFileSync(join(mailDir, files[0]!), 'utf8'));
    expect(eml).toContain('To: priya@example.com');
    expect(eml).toContain('http://localhost:3000/verify-email?token=abc');
  });

  it('logs where a mail went but never its link or token', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    await deliver(createTransport({ mailDir }), 'file-logged', logger);
    const all = lines.join('');
    expect(all).toContain('file-logged');
    expect(all).not.toContain('token=');
    expect(all).not.toContain('verify-email?');
  });
});
