import type { Redis } from 'ioredis';
import type { SendEmailJob } from '@doco/contracts';

// Verification, reset and contact links carry a live token. A job's data is on show wherever the
// queue is (Bull Board in the admin portal, a Redis dump) and completed jobs stay a day, so the link
// is kept beside the job instead: a short-lived key the mailer reads when it sends, then deletes.

/** Mails whose `link` is a capability (its token signs someone in to change an account). */
const LINK_TEMPLATES: ReadonlySet<string> = new Set(['verify-email', 'reset-password', 'contact-verify']);
/** What the job holds in place of such a link. */
export const SEALED_LINK = 'sealed:link';
/** Longer than every token it carries lives (a day) and every retry of the mail takes. */
const LINK_TTL_S = 2 * 24 * 3600;

const keyOf = (prefix: string, emailId: string) => `${prefix}:mail-link:${emailId}`;

export function createMailLinks(client: () => Promise<Redis>, prefix: string) {
  return {
    /** The payload to enqueue: a token link goes to its own key and the job holds SEALED_LINK. */
    async seal(payload: SendEmailJob): Promise<SendEmailJob> {
      const link = payload.data.link;
      if (!LINK_TEMPLATES.has(payload.template) || !link || link === SEALED_LINK) return payload;
      await (await client()).set(keyOf(prefix, payload.emailId), link, 'EX', LINK_TTL_S);
      return { ...payload, data: { ...payload.data, link: SEALED_LINK } };
    },

    /** The mail as it is to be sent, link restored; null when its link is gone (expired). */
    async open(payload: SendEmailJob): Promise<SendEmailJob | null> {
      if (payload.data.link !== SEALED_LINK) return payload;
      const link = await (await client()).get(keyOf(prefix, payload.emailId));
      return link ? { ...payload, data: { ...payload.data, link } } : null;
    },

    /** After the mail went out: nothing of the link stays in Redis. */
    async drop(emailId: string) {
      await (await client()).del(keyOf(prefix, emailId));
    },
  };
}
export type MailLinks = ReturnType<typeof createMailLinks>;
