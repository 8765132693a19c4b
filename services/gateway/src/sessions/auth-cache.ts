import type { Session } from 'fastify';
import type { Redis } from 'ioredis';
import type { CreditsResponse } from '@doco/contracts';
import type { User } from '@doco/db';
import { invalidation } from '@doco/queue';

// What a signed-in poll needs comes from memory, not Postgres or billing (issue 15): the session, the
// user's row and the credit balance. An entry lives at most `ttlMs` (a balance no longer than its
// soonest credit expiry). Whatever changes one of them broadcasts on Redis pub/sub after its write
// (the gateway for sessions and its own user writes, billing for balances and subscriptions), and
// every gateway drops its copy before the next request reads it. Postgres stays the record.
//
// A read that began before a drop must not store what it read: each drop moves an epoch on, and
// `remember` (and `put`, for sessions) stores only if the epoch is the one the read started in. When
// the subscription to the channel (re)connects, messages may have been missed, so everything is dropped.

interface Entry<T> {
  value: T;
  until: number;
}

export interface SessionCache {
  get(sid: string): Session | undefined;
  /** Where a session read or write starts: pass it to `put`. */
  epoch(): number;
  /** Keeps what a read or write that started at `epoch` found, unless something was dropped since. */
  put(sid: string, session: Session, epoch: number): void;
  /** The session changed or ended: drop it here and in every other gateway. */
  drop(sid: string): void;
  /** Every session of this user ended or changed (password, suspension, deletion), or the user's row did. */
  userChanged(userId: string): void;
  /** The user's row, as requireUser last read it. */
  users: Remembered<User>;
  /** The user's credits answer, as billing last gave it. */
  credits: Remembered<CreditsResponse>;
  /**
   * This gateway just asked billing to change the user's credits or plan: drop its copies at once
   * (billing's broadcast tells the other gateways, and this one again).
   */
  forget(userId: string): void;
  close(): Promise<void>;
}

export interface Remembered<T> {
  get(userId: string): T | undefined;
  /** Where a read starts: pass it to `remember`. */
  epoch(): number;
  /** Stores what a read that started at `epoch` found, unless something was dropped since. */
  remember(userId: string, value: T, epoch: number, until?: number): void;
}

function boundedMap<T>(max: number) {
  const entries = new Map<string, Entry<T>>();
  return {
    entries,
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T, until: number) {
      if (entries.size >= max && !entries.has(key)) entries.delete(entries.keys().next().value!); // oldest first
      entries.set(key, { value, until });
    },
  };
}

export function createSessionCache(options: { redis?: Redis | undefined; channel: string; ttlMs?: number; max?: number }): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const max = options.max ?? 20_000;
  const sessions = boundedMap<Session>(max);
  const users = boundedMap<User>(max);
  const credits = boundedMap<CreditsResponse>(max);
  let epoch = 0;

  const dropAll = () => {
    epoch++;
    sessions.entries.clear();
    users.entries.clear();
    credits.entries.clear();
  };
  const dropLocal = (message: string) => {
    epoch++;
    if (message.startsWith('sid:')) sessions.entries.delete(message.slice(4));
    else if (message.startsWith('user:')) {
      const userId = message.slice(5);
      users.entries.delete(userId);
      for (const [sid, entry] of sessions.entries) if (entry.value.userId === userId) sessions.entries.delete(sid);
    } else if (message.startsWith('credits:')) credits.entries.delete(message.slice(8));
  };

  const subscriber = options.redis?.duplicate({ lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber?.on('error', () => {});
  subscriber?.on('message', (_channel: string, message: string) => dropLocal(message));
  // Connected again after a break: what was said meanwhile is lost.
  subscriber?.on('ready', dropAll);
  void subscriber?.subscribe(options.channel).catch(() => {});
  const broadcast = (message: string) => {
    dropLocal(message);
    void options.redis?.publish(options.channel, message).catch(() => {});
  };
  const remembered = <T>(map: ReturnType<typeof boundedMap<T>>): Remembered<T> => ({
    get: (userId) => map.get(userId),
    epoch: () => epoch,
    remember(userId, value, startedAt, until) {
      if (startedAt !== epoch) return;
      map.set(userId, value, Math.min(Date.now() + ttlMs, until ?? Infinity));
    },
  });

  return {
    get: (sid) => sessions.get(sid),
    epoch: () => epoch,
    put(sid, session, startedAt) {
      // A logout or password change dropped something while this read or write ran: what it holds may
      // be the session that just ended, and keeping it would let it live on here.
      if (startedAt !== epoch) return;
      sessions.set(sid, session, Date.now() + ttlMs);
    },
    drop: (sid) => broadcast(invalidation.session(sid)),
    userChanged: (userId) => broadcast(invalidation.user(userId)),
    users: remembered(users),
    credits: remembered(credits),
    forget(userId) {
      dropLocal(invalidation.credits(userId));
      epoch++;
      users.entries.delete(userId);
    },
    async close() {
      dropAll();
      subscriber?.disconnect();
    },
  };
}
