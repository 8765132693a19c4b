import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Rendered } from './templates/layout.ts';

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}
export interface Outgoing extends Rendered {
  id: string;
  to: string;
  from: string;
  attachments?: Attachment[];
}
export interface MailTransport {
  kind: 'smtp' | 'files';
  send(message: Outgoing): Promise<{ location: string }>;
  check(): Promise<void>;
  close(): void;
}

const SAFE_ID = /[^A-Za-z0-9._-]/g;

/** SMTP when SMTP_URL is set (Mailpit in compose); without it, .eml files a local user can open. */
export function createTransport(options: { smtpUrl?: string | undefined; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
      secure: url.protocol === 'smtps:',
      ignoreTLS: url.protocol === 'smtp:' && url.searchParams.get('starttls') !== 'true',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      pool: true,
    });
    return {
      kind: 'smtp',
      async send(m) {
        const info = await transporter.sendMail({
          from: m.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: m.attachments ?? [],
          messageId: `<${m.id.replace(SAFE_ID, '_')}@doco>`,
        });
        return { location: `smtp ${info.messageId}` };
      },
      check: async () => {
        await transporter.verify();
      },
      close: () => transporter.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(m) {
      const info = await writer.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments ?? [] });
      await mkdir(options.mailDir, { recursive: true });
      const file = join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id.replace(SAFE_ID, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { location: file };
    },
    check: async () => {
      await mkdir(options.mailDir, { recursive: true });
    },
    close: () => {},
  };
}
