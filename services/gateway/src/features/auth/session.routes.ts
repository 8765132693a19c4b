import { loginRequest, messageResponse, publicUser } from '@doco/contracts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { SESSION_COOKIE } from '../../sessions/plugin.ts';
import type { AuthContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { accountSuspended, emailNotVerified, invalidCredentials, MESSAGES } from './messages.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { toPublicUser } from './public-user.ts';

/** Sign-in and sign-out. GET /api/auth/user lives with the signed-in routes (account.routes.ts). */
export function sessionRoutes(app: ZodApp, { users }: AuthContext) {
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequest, response: { 200: publicUser } },
      preHandler: limitBy(app, LIMITS.login),
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      if (!user) {
        await burnPasswordCheck(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.hashedPassword, password))) throw invalidCredentials();
      // Only someone who knows the password learns the account's state.
      if (user.suspendedAt) throw accountSuspended();
      if (!user.emailVerified) throw emailNotVerified();

      // A new session id at sign-in: an id planted before login is worth nothing after it.
      await request.session.regenerate();
      request.session.userId = user.id;
      return toPublicUser(user);
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    if (request.session) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: MESSAGES.loggedOut };
  });
}
