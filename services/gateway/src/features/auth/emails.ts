import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Producer } from '@doco/queue';
import { link } from './links.ts';

// The account mails the gateway enqueues; the mailer renders and sends them. emailId doubles as the
// BullMQ job id (no ':' allowed), so a retried request mails once.

interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
}

export function accountEmails(producer: Producer) {
  return {
    verifyEmail(request: FastifyRequest, base: string, user: Recipient, token: string, tokenHash: string) {
      return producer.sendEmail({
        emailId: `verify-email-${user.id}-${tokenHash.slice(0, 16)}`,
        template: 'verify-email',
        to: user.email,
        data: { firstName: user.firstName ?? '', link: link(base, '/verify-email', token) },
        requestId: request.id,
      });
    },

    resetPassword(request: FastifyRequest, base: string, user: Recipient, token: string, tokenHash: string) {
      return producer.sendEmail({
        emailId: `reset-password-${user.id}-${tokenHash.slice(0, 16)}`,
        template: 'reset-password',
        to: user.email,
        data: { firstName: user.firstName ?? '', link: link(base, '/reset-password', token) },
        requestId: request.id,
      });
    },

    passwordChanged(request: FastifyRequest, user: Recipient) {
      return producer.sendEmail({
        emailId: `password-changed-${user.id}-${randomUUID()}`,
        template: 'password-changed',
        to: user.email,
        data: { firstName: user.firstName ?? '' },
        requestId: request.id,
      });
    },
  };
}

export type AccountEmails = ReturnType<typeof accountEmails>;
