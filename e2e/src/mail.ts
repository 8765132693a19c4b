import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One captured .eml file, decoded: headers (lower-case names) and the text of its parts. */
export interface CapturedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Splits a MIME entity into its unfolded headers and its body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (RFC 2045): soft line breaks go, =XX become bytes, then UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const unwrapped = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The leaf parts of an entity (multipart/* is walked), each as content type and decoded text. */
function leafParts(raw: string): Array<{ type: string; text: string }> {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\n/, '')));
  }
  return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), text: decodeBody(body, headers.get('content-transfer-encoding')) }];
}

export function parseEml(file: string, raw: string): CapturedMail {
  const { headers } = splitEntity(raw);
  const parts = leafParts(raw);
  return {
    file,
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: parts.filter((p) => p.type === 'text/plain').map((p) => p.text).join('\n'),
    html: parts.filter((p) => p.type === 'text/html').map((p) => p.text).join('\n'),
  };
}

async function readMails(mailDir: string): Promise<CapturedMail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return []; // the mailer creates the folder with its first mail
  }
  return Promise.all(files.map(async (f) => parseEml(f, await readFile(join(mailDir, f), 'utf8'))));
}

/** Waits (polling the folder the mailer writes to) for a mail to `to` whose subject matches. */
export async function waitForMail(mailDir: string, to: string, subject: RegExp, timeoutMs = 20_000): Promise<CapturedMail> {
  return (await waitForMails(mailDir, to, subject, 1, timeoutMs))[0]!;
}

/** Waits until `count` mails to `to` with a matching subject have arrived; returns them, oldest first. */
export async function waitForMails(mailDir: string, to: string, subject: RegExp, count: number, timeoutMs = 20_000): Promise<CapturedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMails(mailDir)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${to} matching ${subject} in ${mailDir} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in the mail (text part first, then HTML) whose path is `path`. */
export function linkIn(mail: CapturedMail, path: string): URL {
  for (const source of [mail.text, mail.html.replace(/&amp;/g, '&')]) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0]);
      if (url.pathname === path) return url;
    }
  }
  throw new Error(`no ${path} link in mail ${mail.file}`);
}
