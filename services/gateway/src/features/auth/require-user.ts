import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '@doco/db';
import { AppError } from '../../errors.ts';
import { issuedBefore } from '../../sessions/plugin.ts';

export type SessionUser = User;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for signed-in routes. */
    user: SessionUser | null;
  }
}

export const unauthorized = () => new AppError(401, 'Unauthorized', 'unauthorized');

/**
 * preHandler for signed-in routes: the session must name an existing, verified, unsuspended user and
 * be issued after the user's last password change or reset; otherwise the session is ended and the
 * call answered 401.
 */
export function requireUser(db: Kysely<Database>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = request.session;
    const userId = session?.userId;
    if (!userId) throw unauthorized();
    // The row from memory when this gateway read it recently and nothing changed it since.
    const cache = request.server.sessionCache?.users;
    let user = cache?.get(userId);
    if (!user) {
      const epoch = cache?.epoch() ?? 0;
      user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (user && !user.suspendedAt && user.emailVerified) cache?.remember(userId, user, epoch);
    }
    if (!user || user.suspendedAt || !user.emailVerified || issuedBefore(session, user.sessionsValidAfter)) {
      await session.destroy();
      throw unauthorized();
    }
    request.user = user;
  };
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
