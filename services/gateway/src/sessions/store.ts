import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import { toJson, type Database, type JsonObject } from '@doco/db';
import type { SessionCache } from './auth-cache.ts';

type Callback = (err?: unknown) => void;
type SessionCallback = (err: unknown, result?: Session | null) => void;

const DAY_MS = 24 * 3600 * 1000;

/**
 * @fastify/session store on the `sessions` table (sid, sess, expire). The owner's id is kept in its
 * own column so a password reset, a suspension or a deletion can end every session of that user.
 */
export class PgSessionStore {
  private readonly db: Kysely<Database>;
  private readonly ttlMs: number;
  private readonly cache: SessionCache | undefined;
  constructor(db: Kysely<Database>, ttlMs = 7 * DAY_MS, cache?: SessionCache) {
    this.db = db;
    this.ttlMs = ttlMs;
    this.cache = cache;
  }

  /**
   * Only a new session inserts its row; a stored one updates it, and finding no row means the session
   * ended meanwhile (a logout, a password change or reset, a suspension): it stays ended. A request
   * that loaded the session before it ended must not write it back when it finishes (issue 24).
   */
  set(sid: string, session: Session, callback: Callback) {
    const isNew = !session.stored;
    // A new session with no one signed in (regenerate() saves one at once) has nothing worth a row.
    if (isNew && !session.userId && !session.adminId) return callback();
    session.stored = true;
    const expires = session.cookie?.expires ? new Date(session.cookie.expires) : new Date(Date.now() + this.ttlMs);
    const sess = toJson(JSON.parse(JSON.stringify(session)) as JsonObject);
    const owner = { userId: session.userId ?? null, adminId: session.adminId ?? null };
    const startedAt = this.cache?.epoch() ?? 0;
    const written = isNew
      ? this.db.insertInto('sessions').values({ sid, sess, expire: expires, ...owner }).executeTakeFirst().then(() => true)
      : this.db
          .updateTable('sessions')
          .set({ sess, expire: expires, ...owner })
          .where('sid', '=', sid)
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows > 0n);
    written.then((kept) => {
      // Other processes may hold the old version: drop it everywhere, keep the new one here unless it
      // is gone or something was dropped while it was written.
      const clean = this.cache?.epoch() === startedAt;
      this.cache?.drop(sid);
      if (kept && clean) this.cache?.put(sid, frozen(JSON.parse(JSON.stringify(session)) as Session), this.cache.epoch());
      callback();
    }, callback);
  }

  get(sid: string, callback: SessionCallback) {
    const cached = this.cache?.get(sid);
    if (cached) {
      if (new Date(cached.cookie?.expires ?? Date.now() + 1).getTime() > Date.now()) return callback(null, cached);
      this.cache?.drop(sid);
    }
    const startedAt = this.cache?.epoch() ?? 0;
    this.db
      .selectFrom('sessions')
      .select(['sess'])
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst()
      .then((row) => {
        if (!row) return callback(null, null);
        // Rows written before `stored` existed are stored sessions too.
        const session = frozen({ ...(row.sess as unknown as Session), stored: true } as Session);
        this.cache?.put(sid, session, startedAt);
        callback(null, session);
      }, callback);
  }

  destroy(sid: string, callback: Callback) {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => {
        this.cache?.drop(sid);
        callback();
      }, callback);
  }
}

/**
 * A session as the cache keeps it and `get` hands it out: frozen, both levels (the fields and the
 * cookie's options; session data is JSON of at most two levels). @fastify/session copies what it is
 * given into the request's own Session, so the cached one can be handed out as it is, without a copy
 * per signed-in request; freezing it makes anything that tried to change it in place fail loudly.
 */
function frozen(session: Session): Session {
  for (const value of Object.values(session)) if (value !== null && typeof value === 'object') Object.freeze(value);
  return Object.freeze(session);
}

/** Ends every session of a user, optionally keeping one (the session that changed the password). */
export async function destroyUserSessions(db: Kysely<Database>, userId: string, keepSid?: string, cache?: SessionCache) {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSid) query = query.where('sid', '<>', keepSid);
  await query.execute();
  cache?.userChanged(userId);
}

/** Removes expired rows; run periodically by the gateway. */
export async function purgeExpiredSessions(db: Kysely<Database>) {
  const result = await db.deleteFrom('sessions').where('expire', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
