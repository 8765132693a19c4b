import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminUser, Database } from '@doco/db';
import { AppError } from '../../errors.ts';
import { issuedBefore } from '../../sessions/plugin.ts';
import type { AdminSessions } from './admin-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on admin routes. */
    admin: AdminUser | null;
    adminSid: string | null;
  }
}

export const adminUnauthorized = () => new AppError(401, 'Unauthorized', 'unauthorized');

/**
 * onRequest/preHandler for admin routes: a live admin session of an active admin, issued after its
 * last password change, checked on every call.
 */
export function requireAdmin(db: Kysely<Database>, sessions: AdminSessions) {
  return async (request: FastifyRequest) => {
    const session = await sessions.read(request);
    if (!session) throw adminUnauthorized();
    const admin = await db.selectFrom('adminUsers').selectAll().where('id', '=', session.adminId).executeTakeFirst();
    if (!admin?.isActive) {
      await sessions.endAllOf(session.adminId);
      throw adminUnauthorized();
    }
    // Issued before the admin's last password change or reset: over, whatever its row says.
    if (issuedBefore(session, admin.sessionsValidAfter)) {
      await sessions.endOne(session.sid);
      throw adminUnauthorized();
    }
    request.admin = admin;
    request.adminSid = session.sid;
  };
}

export function currentAdmin(request: FastifyRequest): AdminUser {
  if (!request.admin) throw adminUnauthorized();
  return request.admin;
}
