import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { pino } from 'pino';
import { EMAIL_TEMPLATES } from '@doco/contracts';
import { createProducer, SEALED_LINK, startWorker } from '@doco/queue';
import { createTestRedis, type TestRedis } from '@doco/testkit';
import { simpleParser } from 'mailparser';
import { pdfFirstPageText } from '@doco/invoices/testing';
import type { SendEmailJob } from '@doco/contracts';
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
  invoiceNumber: 'DOCO-000042',
  description: 'Quarterly plan',
  total: 'A$75.00',
  gst: 'A$6.82',
  amount: 'A$29.00',
  label: 'Cooling-off ends',
  date: 'Thursday 9 April 2026',
  documentName: 'Contract of Sale',
  basis: '3 clear business days after signing (VIC)',
  unsubscribe: 'http://localhost:3000/api/reminders/unsubscribe?analysis=a1&token=t0k3n',
};
const SELLER = { name: 'Doco Test Pty Ltd', abn: '12 345 678 901', address: 'Melbourne VIC 3000', email: 'support@doco.test' };
const INVOICE = {
  paymentId: '9b7c1a52-4b7e-4c59-9d4c-4f0c9f3f4f10',
  invoiceNumber: 'DOCO-000042',
  issuedAt: '2026-11-24T03:00:00.000Z',
  buyer: { name: 'Priya Raman', email: 'priya@example.com' },
  lines: [{ description: 'Quarterly plan', quantity: 1, amount: 7500 }],
  total: 7500,
  gst: 682,
  currency: 'aud',
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

  it('writes a key date reminder with the date, how it was worked out and the unsubscribe link', () => {
    const mail = renderEmail('key-date-reminder', SAMPLE_DATA);
    expect(mail.subject).toBe('In two days: Cooling-off ends (Thursday 9 April 2026)');
    expect(mail.text).toContain('A key date for Contract of Sale is two days away: Cooling-off ends, Thursday 9 April 2026.');
    expect(mail.text).toContain('3 clear business days after signing (VIC)');
    expect(mail.text).toContain('http://localhost:3000/api/reminders/unsubscribe?analysis=a1&token=t0k3n');
    expect(() => renderEmail('key-date-reminder', { ...SAMPLE_DATA, unsubscribe: '' })).toThrow('needs unsubscribe');
  });

  it("gives a subscription receipt's renewal date and where to cancel (issue 27)", () => {
    const mail = renderEmail('payment-receipt', { ...SAMPLE_DATA, renewsOn: '28 Dec 2026', cancelLink: 'https://doco.example.com.au/subscription' });
    expect(mail.text).toContain('Your plan renews automatically on 28 Dec 2026 at the same price, until you cancel. Credits of this period expire on that day.');
    expect(mail.text).toContain('To cancel, open https://doco.example.com.au/subscription and choose Cancel Subscription');
    expect(renderEmail('payment-receipt', SAMPLE_DATA).text).not.toContain('renews');
  });

  it('tells the buyer what was refunded, when, and that the purchase stays in history', () => {
    const mail = renderEmail('payment-refunded', { ...SAMPLE_DATA, description: '10 pay-as-you-go credits', date: '28 Nov 2026' });
    expect(mail.subject).toBe('Your Doco refund of A$29.00');
    expect(mail.text).toContain('We refunded A$29.00 for 10 pay-as-you-go credits on 28 Nov 2026.');
    expect(mail.text).toContain('marked Refunded');
    expect(() => renderEmail('payment-refunded', { firstName: 'Priya' })).toThrow('needs amount, description, date');
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
  const rawReceived: Buffer[] = [];
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
          rawReceived.push(Buffer.concat(chunks));
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

  async function deliver(
    transport: ReturnType<typeof createTransport>,
    emailId: string,
    logger = pino({ level: 'silent' }),
    job: Partial<SendEmailJob> = {},
    seller: typeof SELLER | (Omit<typeof SELLER, 'abn'> & { abn: undefined }) = SELLER,
  ) {
    const producer = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
    const done = new Promise<void>((resolve, reject) => {
      const handler = sendEmailHandler({ transport, from: 'Doco <no-reply@doco.test>', logger, seller, links: producer.mailLinks });
      const { worker, stop } = startWorker({
        queue: 'email',
        redisUrl: redis.url,
        prefix: redis.prefix,
        handlers: { 'send-email': handler },
      });
      worker.on('completed', () => stop().then(() => resolve()));
      worker.on('failed', (_job, err) => stop().then(() => reject(err)));
    });
    await producer.sendEmail({ emailId, template: 'verify-email', to: 'priya@example.com', data: SAMPLE_DATA, ...job });
    await done;
    const queued = (await producer.queue('email').getJob(emailId))?.data as SendEmailJob;
    const linkKept = (await producer.mailLinks.open(queued)) !== null && queued.data.link === SEALED_LINK;
    await producer.close();
    return { queued, linkKept };
  }

  it('keeps a verification link out of its job (what Bull Board shows), and out of Redis once the mail is sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doco-mail-sealed-'));
    const { queued, linkKept } = await deliver(createTransport({ mailDir: dir }), 'sealed-1');
    expect(queued.data.link).toBe(SEALED_LINK);
    expect(JSON.stringify(queued)).not.toContain('verify-email?token=');
    expect(linkKept).toBe(false);
    // The mail itself holds the link.
    const eml = decodeQuotedPrintable(readFileSync(join(dir, readdirSync(dir).find((f) => f.endsWith('.eml'))!), 'utf8'));
    expect(eml).toContain('http://localhost:3000/verify-email?token=abc');
    rmSync(dir, { recursive: true, force: true });
  });

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

  it('sends a payment receipt with its tax invoice attached as a PDF', async () => {
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir });
    const before = rawReceived.length;
    await deliver(transport, 'receipt-1', undefined, { template: 'payment-receipt', attachments: [{ kind: 'tax-invoice', invoice: INVOICE }] });
    transport.close();
    const mail = await simpleParser(rawReceived[before]!);
    expect(mail.subject).toBe('Your Doco receipt DOCO-000042');
    expect(mail.text).toContain('Thank you for your payment of A$75.00 (including GST of A$6.82) for Quarterly plan.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: 'tax-invoice-DOCO-000042.pdf', contentType: 'application/pdf' });
    const text = await pdfFirstPageText(pdf!.content);
    for (const expected of ['Tax invoice', 'ABN 12 345 678 901', 'DOCO-000042', 'Priya Raman', 'A$75.00', 'A$6.82']) expect(text).toContain(expected);
  });

  it('attaches no tax invoice while the seller has no ABN, and the receipt does not claim one (issue 27)', async () => {
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailDir });
    const before = rawReceived.length;
    await deliver(transport, 'receipt-no-abn', undefined, { template: 'payment-receipt', attachments: [{ kind: 'tax-invoice', invoice: INVOICE }] }, { ...SELLER, abn: undefined });
    transport.close();
    const mail = await simpleParser(rawReceived[before]!);
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).toContain('Your receipt number is DOCO-000042.');
    expect(mail.text).not.toContain('attached');
    expect(mail.text).not.toMatch(/not set/i);
  });
});
