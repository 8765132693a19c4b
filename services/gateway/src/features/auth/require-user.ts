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
 * call answered 401. A callback hook: a user this gateway holds in memory (every poll's case) is
 * checked without a promise; reading the row and ending a session are the async paths.
 */
export function requireUser(db: Kysely<Database>) {
  const check = async (request: FastifyRequest) => {
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
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const session = request.session;
    const userId = session?.userId;
    const user = userId ? request.server.sessionCache?.users.get(userId) : undefined;
    // Only a cached row that lets the session through is taken here (the cache keeps no suspended or
    // unverified user); anything else goes the whole way, as before.
    if (user && !user.suspendedAt && user.emailVerified && !issuedBefore(session, user.sessionsValidAfter)) {
      request.user = user;
      return done();
    }
    check(request).then(() => done(), done);
  };
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
