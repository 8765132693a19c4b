import { forgotPasswordRequest, messageResponse, resetPasswordRequest } from '@doco/contracts';
import { badRequest } from '../../errors.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { destroyUserSessions } from '../../sessions/store.ts';
import type { AuthContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { badResetLink, MESSAGES } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { expiresIn, hashToken, newToken, RESET_TTL_MS } from './tokens.ts';

/** Recovery of a forgotten password: forgot-password mails a 1-hour link, reset-password spends it. */
export function passwordRoutes(app: ZodApp, { db, users, emails, publicBase }: AuthContext) {
  // Answers the same, at once, whether or not the email has an account: the look-up and the mail
  // happen after the reply, so neither the answer nor its timing tells who has an account.
  app.post(
    '/api/auth/forgot-password',
    {
      schema: { body: forgotPasswordRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, LIMITS.forgotPassword),
    },
    async (request, reply) => {
      const { email } = request.body;
      reply.send({ message: MESSAGES.resetRequested });
      app.afterReply(request.log, async () => {
        const user = await users.findByEmail(email);
        if (!user || user.suspendedAt) return;
        const { token, hash } = newToken();
        await users.setResetToken(user.id, hash, expiresIn(RESET_TTL_MS));
        await emails.resetPassword(request, publicBase, user, token, hash);
      });
      return reply;
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { body: resetPasswordRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, LIMITS.resetPassword),
    },
    async (request) => {
      const tokenHash = hashToken(request.body.token);
      if (!(await users.findByResetToken(tokenHash))) throw badResetLink();

      const user = await users.resetPassword(tokenHash, await hashPassword(request.body.newPassword));
      if (!user) throw badResetLink(); // spent by a concurrent request meanwhile
      // Whoever knew the old password is signed out everywhere.
      await destroyUserSessions(db, user.id, undefined, request.server.sessionCache);
      await emails.passwordChanged(request, user);
      return { message: MESSAGES.passwordReset };
    },
  );
}
