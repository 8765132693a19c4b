import { changePasswordRequest, messageResponse, publicUser } from '@doco/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import { destroyUserSessions } from '../../sessions/store.ts';
import type { AuthContext } from './context.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES, samePassword, wrongCurrentPassword } from './messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { toPublicUser } from './public-user.ts';
import { currentUser, requireUser } from './require-user.ts';
import { signIn } from '../../sessions/plugin.ts';

/** Routes of a signed-in user, behind one requireUser hook: the current user and change-password. */
export async function accountRoutes(scope: FastifyInstance, { db, users, emails }: AuthContext) {
  scope.addHook('preHandler', requireUser(db));
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/api/auth/user', { schema: { response: { 200: publicUser } } }, async (request) =>
    toPublicUser(currentUser(request), request.session),
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: { body: changePasswordRequest, response: { 200: messageResponse } },
      preHandler: limitBy(app, LIMITS.changePassword),
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.hashedPassword, currentPassword))) throw wrongCurrentPassword();
      if (newPassword === currentPassword) throw samePassword();

      const validAfter = new Date();
      await users.updatePassword(user.id, await hashPassword(newPassword), validAfter);
      // Every other session of this user ends; this one continues under a new id, issued after the change.
      await destroyUserSessions(db, user.id, undefined, request.server.sessionCache);
      await signIn(request, user.id, request.session.signedInAt, validAfter);
      await emails.passwordChanged(request, user);
      return { message: MESSAGES.passwordChanged };
    },
  );
}
