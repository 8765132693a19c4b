import { loginRequest, messageResponse, publicUser } from '@doco/contracts';
import { limitBy } from '../../plugins/rate-limit.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { signIn } from '../../sessions/plugin.ts';
import type { AuthContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { attemptSignIn } from './sign-in-attempt.ts';
import { accountSuspended, emailNotVerified, invalidCredentials, MESSAGES } from './messages.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { toPublicUser } from './public-user.ts';

/** Sign-in and sign-out. GET /api/auth/user lives with the signed-in routes (account.routes.ts). */
export function sessionRoutes(app: ZodApp, { users, signInFailures }: AuthContext) {
  app.post(
    '/api/auth/login',
    {
      schema: { body: loginRequest, response: { 200: publicUser } },
      preHandler: limitBy(app, LIMITS.login),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      await attemptSignIn({
        failures: signInFailures,
        key: email,
        ip: request.ip,
        reply,
        // An unknown email costs the same hash work as a known one: timing tells no one who has an account.
        verify: async () => (user ? verifyPassword(user.hashedPassword, password) : (await burnPasswordCheck(password), false)),
        knownDevice: () => !!user && app.deviceCookies.knows(request, user.id, user.sessionsValidAfter),
        invalid: invalidCredentials,
      });
      // Only someone who knows the password learns the account's state.
      if (!user) throw invalidCredentials();
      if (user.suspendedAt) throw accountSuspended();
      if (!user.emailVerified) throw emailNotVerified();

      const now = Date.now();
      const firstSignIn = user.firstSignedInAt === null && (await users.markFirstSignIn(user.id, new Date(now)));
      await signIn(request, user.id, now, user.sessionsValidAfter);
      if (firstSignIn) request.session.firstSignIn = true;
      app.deviceCookies.remember(request, reply, user.id);
      return toPublicUser(user, request.session);
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    if (request.session) await request.session.destroy();
    // Same name and attributes as when it was set (Secure, Path=/, no Domain for `__Host-`), expired.
    reply.clearCookie(app.sessionCookieName, app.sessionCookieOptions);
    return { message: MESSAGES.loggedOut };
  });
}
