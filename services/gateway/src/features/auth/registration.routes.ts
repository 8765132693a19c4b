import { formTokenResponse, messageResponse, registerRequest, resendVerificationRequest, verifyEmailQuery, verifyEmailResponse } from '@doco/contracts';
import { badRequest } from '../../errors.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { assertHuman, signFormStart } from './bot-check.ts';
import type { AuthContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { badVerificationLink, duplicateEmail, MESSAGES } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { expiresIn, hashToken, newToken, VERIFICATION_TTL_MS } from './tokens.ts';

/** Sign-up and email verification: register, verify-email, resend-verification. */
export function registrationRoutes(app: ZodApp, { db, users, emails, publicBase, formSecret }: AuthContext) {
  app.post(
    '/api/auth/register',
    {
      schema: { body: registerRequest, response: { 201: messageResponse } },
      preHandler: limitBy(app, LIMITS.register),
    },
    async (request, reply) => {
      const body = request.body;
      assertHuman(body, formSecret, request.log);
      if (await users.findByEmail(body.email)) throw duplicateEmail();

      const hashedPassword = await hashPassword(body.password);
      const { token, hash } = newToken();
      // One transaction: if the mail cannot be queued, no half-made account blocks a retry.
      await db.transaction().execute(async (trx) => {
        const user = await users.create(
          {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            hashedPassword,
            verificationTokenHash: hash,
            verificationTokenExpiry: expiresIn(VERIFICATION_TTL_MS),
          },
          trx,
        );
        if (!user) throw duplicateEmail();
        await emails.verifyEmail(request, publicBase, user, token, hash);
      });
      return reply.code(201).send({ message: MESSAGES.registered });
    },
  );

  // The register and contact forms fetch this when they open (bot-check.ts).
  app.get('/api/auth/form-token', { schema: { response: { 200: formTokenResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { formToken: signFormStart(formSecret) };
  });

  app.get(
    '/api/auth/verify-email',
    { schema: { querystring: verifyEmailQuery, response: { 200: verifyEmailResponse } } },
    async (request) => {
      const outcome = await users.verifyEmail(hashToken(request.query.token));
      if (!outcome) throw badVerificationLink();
      if (outcome === 'already') return { message: MESSAGES.alreadyVerified, alreadyVerified: true };
      return { message: MESSAGES.emailVerified, alreadyVerified: false };
    },
  );

  // Answers the same, at once, whether or not the email has an account or is already verified: the
  // look-up and the mail happen after the reply (see forgot-password).
  app.post(
    '/api/auth/resend-verification',
    {
      schema: { body: resendVerificationRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, LIMITS.resendVerification),
    },
    async (request, reply) => {
      const { email } = request.body;
      reply.send({ message: MESSAGES.verificationResent });
      app.afterReply(request.log, async () => {
        const user = await users.findByEmail(email);
        if (!user || user.emailVerified || user.suspendedAt) return;
        const { token, hash } = newToken();
        await users.setVerificationToken(user.id, hash, expiresIn(VERIFICATION_TTL_MS));
        await emails.verifyEmail(request, publicBase, user, token, hash);
      });
      return reply;
    },
  );
}
