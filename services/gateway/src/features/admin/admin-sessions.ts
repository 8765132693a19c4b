import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { toJson, type AdminUser, type Database } from '@doco/db';

// Admin sessions are separate from user sessions: their own cookie (SameSite=Strict, HttpOnly,
// Secure over https, `__Host-` in production), shorter lifetimes, and rows in the sessions table
// owned by admin_id. The cookie holds a random token; the row's sid is its SHA-256, so a database
// read never yields a usable cookie. A user session never opens an admin route (the user cookie is
// not read here) and an admin session never opens a user route (it sets no userId).

export const ADMIN_COOKIE = 'doco.admin';
/** Unused this long, an admin session ends. */
export const ADMIN_IDLE_MS = 2 * 3600 * 1000;
/** However busy, an admin session ends this long after sign-in. */
export const ADMIN_ABSOLUTE_MS = 12 * 3600 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

interface AdminSessionData {
  adminId: string;
  signedInAt: number;
  touchedAt: number;
  /** When this session was issued (ms), never before the admin's `sessions_valid_after`. */
  issuedAt?: number;
}

const sidOf = (token: string) => `admin:${createHash('sha256').update(token).digest('hex')}`;

export interface AdminCookieOptions {
  secure: boolean;
  hostPrefix: boolean;
}

export function createAdminSessions(db: Kysely<Database>, options: AdminCookieOptions) {
  const cookieName = options.hostPrefix && options.secure ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE;
  const cookie = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: options.secure };

  return {
    cookieName,

    /** Starts a session for the admin under a fresh token (any token the browser had is worth nothing now). */
    async start(reply: FastifyReply, admin: Pick<AdminUser, 'id' | 'sessionsValidAfter'>, now = Date.now()) {
      const token = randomBytes(32).toString('base64url');
      const issuedAt = Math.max(now, admin.sessionsValidAfter?.getTime() ?? 0);
      const data: AdminSessionData = { adminId: admin.id, signedInAt: now, touchedAt: now, issuedAt };
      await db
        .insertInto('sessions')
        .values({ sid: sidOf(token), sess: toJson({ ...data }), expire: new Date(now + ADMIN_IDLE_MS), adminId: admin.id })
        .execute();
      reply.setCookie(cookieName, token, { ...cookie, maxAge: ADMIN_IDLE_MS / 1000 });
    },

    /** The admin id of a live session, pushing its idle expiry on every few minutes; null otherwise. */
    async read(request: FastifyRequest, now = Date.now()): Promise<{ adminId: string; sid: string; issuedAt: number } | null> {
      const token = request.cookies?.[cookieName];
      if (!token || token.length > 100) return null;
      const sid = sidOf(token);
      const row = await db.selectFrom('sessions').select(['sess', 'expire', 'adminId']).where('sid', '=', sid).executeTakeFirst();
      if (!row?.adminId || row.expire.getTime() <= now) return null;
      const data = row.sess as unknown as AdminSessionData;
      if (!data.signedInAt || now - data.signedInAt > ADMIN_ABSOLUTE_MS) {
        await db.deleteFrom('sessions').where('sid', '=', sid).execute();
        return null;
      }
      if (now - (data.touchedAt ?? 0) >= TOUCH_EVERY_MS) {
        await db
          .updateTable('sessions')
          .set({ sess: toJson({ ...data, touchedAt: now }), expire: new Date(now + ADMIN_IDLE_MS) })
          .where('sid', '=', sid)
          .execute();
      }
      return { adminId: row.adminId, sid, issuedAt: data.issuedAt ?? data.signedInAt };
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies?.[cookieName];
      if (token && token.length <= 100) await db.deleteFrom('sessions').where('sid', '=', sidOf(token)).execute();
      reply.clearCookie(cookieName, cookie);
    },

    /** The session counts as issued at `at` (the password change it survives). */
    reissue: (sid: string, at: Date) =>
      db
        .updateTable('sessions')
        .set({ sess: sql`jsonb_set(sess::jsonb, '{issuedAt}', to_jsonb(${at.getTime()}::bigint))::json` })
        .where('sid', '=', sid)
        .execute(),

    endOne: (sid: string) => db.deleteFrom('sessions').where('sid', '=', sid).execute(),

    /** Every session of one admin, but `exceptSid` when given. */
    async endAllOf(adminId: string, exceptSid?: string) {
      let query = db.deleteFrom('sessions').where('adminId', '=', adminId);
      if (exceptSid) query = query.where('sid', '<>', exceptSid);
      await query.execute();
    },
  };
}
export type AdminSessions = ReturnType<typeof createAdminSessions>;
