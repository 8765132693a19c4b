import type { Session } from 'fastify';
import type { Redis } from 'ioredis';

// Sessions read on every signed-in request come from memory, not Postgres (issue 15). An entry lives
// at most `ttlMs`; anything that ends or changes sessions drops it here at once and tells the other
// gateway processes over Redis pub/sub, so a logout, a password change or a suspension holds on the
// very next request, whichever process serves it. Postgres stays the record (sessions table).

interface Entry {
  session: Session;
  until: number;
}

export interface SessionCache {
  get(sid: string): Session | undefined;
  put(sid: string, session: Session): void;
  /** The session changed or ended: drop it here and in every other gateway. */
  drop(sid: string): void;
  /** Every session of this user ended or changed (password, suspension, deletion). */
  userChanged(userId: string): void;
  close(): Promise<void>;
}

export function createSessionCache(options: { redis?: Redis | undefined; channel: string; ttlMs?: number; max?: number }): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const max = options.max ?? 20_000;
  const entries = new Map<string, Entry>();
  const dropLocal = (message: string) => {
    if (message.startsWith('sid:')) entries.delete(message.slice(4));
    else if (message.startsWith('user:')) {
      const userId = message.slice(5);
      for (const [sid, entry] of entries) if (entry.session.userId === userId) entries.delete(sid);
    }
  };

  const subscriber = options.redis?.duplicate({ lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber?.on('error', () => {});
  subscriber?.on('message', (_channel: string, message: string) => dropLocal(message));
  void subscriber?.subscribe(options.channel).catch(() => {});
  const broadcast = (message: string) => {
    dropLocal(message);
    void options.redis?.publish(options.channel, message).catch(() => {});
  };

  return {
    get(sid) {
      const entry = entries.get(sid);
      if (!entry) return undefined;
      if (entry.until < Date.now()) {
        entries.delete(sid);
        return undefined;
      }
      return entry.session;
    },
    put(sid, session) {
      if (entries.size >= max) entries.delete(entries.keys().next().value!); // oldest first
      entries.set(sid, { session, until: Date.now() + ttlMs });
    },
    drop: (sid) => broadcast(`sid:${sid}`),
    userChanged: (userId) => broadcast(`user:${userId}`),
    async close() {
      entries.clear();
      subscriber?.disconnect();
    },
  };
}
