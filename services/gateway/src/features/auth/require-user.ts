import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '@doco/db';
import { AppError } from '../../errors.ts';

export type SessionUser = User;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for signed-in routes. */
    user: SessionUser | null;
  }
}

export const unauthorized = () => new AppError(401, 'Unauthorized', 'unauthorized');

/**
 * preHandler for signed-in routes: the session must name an existing, verified, unsuspended user;
 * otherwise the session is ended and the call answered 401.
 */
export function requireUser(db: Kysely<Database>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const userId = request.session?.userId;
    if (!userId) throw unauthorized();
    // The row from memory when this gateway read it recently and nothing changed it since.
    const cache = request.server.sessionCache?.users;
    const cached = cache?.get(userId);
    if (cached) {
      request.user = cached;
      return;
    }
    const epoch = cache?.epoch() ?? 0;
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user || user.suspendedAt || !user.emailVerified) {
      await request.session?.destroy();
      throw unauthorized();
    }
    cache?.remember(userId, user, epoch);
    request.user = user;
  };
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
