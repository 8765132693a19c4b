import { CONTACT_CATEGORY_LABELS, contactRequest, contactVerifyQuery, messageResponse } from '@doco/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { assertHuman } from '../auth/bot-check.ts';
import { LIMITS } from '../auth/limits.ts';
import { link } from '../auth/links.ts';
import { CONTACT_TTL_MS, expiresIn, hashToken, newToken } from '../auth/tokens.ts';
import type { ContactContext } from './context.ts';

export const CONTACT_MESSAGES = {
  sent: 'Verification email sent! Please check your inbox and confirm your message.',
  forwarded: 'Thank you! Your message has been confirmed and sent to our support team.',
  alreadyForwarded: 'Your message was already confirmed and sent to our support team.',
} as const;

const badContactLink = () => new AppError(400, 'This confirmation link is invalid or has expired.', 'invalid_token');

/** A person following the mailed link gets a page, not JSON: back to Contact Us with the outcome. */
const wantsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

/** The contact form (double opt-in): POST stores and mails a link; the link forwards it to support. */
export function contactRoutes(app: ZodApp, { db, contacts, producer, publicBase, supportEmail, formSecret }: ContactContext) {
  app.post(
    '/api/contact',
    {
      schema: { body: contactRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, LIMITS.contact),
    },
    async (request) => {
      const body = request.body;
      assertHuman(body, formSecret, request.log);
      const { token, hash } = newToken();
      const verifyLink = link(publicBase, '/api/contact/verify', token);
      await db.transaction().execute(async (trx) => {
        const pendingId = await contacts.createPending(
          {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            subject: body.subject,
            category: body.category,
            message: body.message,
            tokenHash: hash,
            expiresAt: expiresIn(CONTACT_TTL_MS),
          },
          trx,
        );
        await producer.sendEmail({
          emailId: `contact-verify-${pendingId}`,
          template: 'contact-verify',
          to: body.email,
          data: { firstName: body.firstName, subject: body.subject, link: verifyLink },
          requestId: request.id,
        });
      });
      return { message: CONTACT_MESSAGES.sent };
    },
  );

  app.get(
    '/api/contact/verify',
    { schema: { querystring: contactVerifyQuery, response: { 200: messageResponse } } },
    async (request, reply) => {
      const pending = await contacts.findPendingByToken(hashToken(request.query.token));
      if (!pending) {
        if (wantsPage(request)) return reply.redirect('/contact-us?confirmation=invalid', 303);
        throw badContactLink();
      }
      const forwarded = await db.transaction().execute(async (trx) => {
        const messageId = await contacts.confirm(pending.id, trx);
        if (!messageId) return false;
        // jobId from the pending id: even a retried confirmation queues one forward.
        await producer.sendEmail({
          emailId: `contact-forward-${pending.id}`,
          template: 'contact-forward',
          to: supportEmail,
          data: {
            fromName: `${pending.firstName} ${pending.lastName}`,
            fromEmail: pending.email,
            subject: pending.subject,
            category: CONTACT_CATEGORY_LABELS[pending.category],
            message: pending.message,
          },
          requestId: request.id,
        });
        return true;
      });
      if (wantsPage(request)) return reply.redirect('/contact-us?confirmation=sent', 303);
      return { message: forwarded ? CONTACT_MESSAGES.forwarded : CONTACT_MESSAGES.alreadyForwarded };
    },
  );
}
