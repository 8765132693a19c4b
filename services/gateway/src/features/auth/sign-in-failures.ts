import type { Redis } from 'ioredis';
import { hashedKey } from '../../plugins/rate-limit.ts';

// Sign-in limits count wrong guesses, never people: an office or a phone carrier's NAT puts many
// buyers behind one address, and their successful sign-ins must not lock each other out.
// README (Security) states these numbers.
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FAILURES = {
  /** Wrong passwords for one account from one address. */
  accountAndIp: 10,
  /** Wrong passwords for one account from anywhere (a spread-out attack on one account). */
  account: 30,
  /** Wrong passwords from one address over any accounts (password spraying). */
  ip: 100,
} as const;

type Scope = keyof typeof SIGN_IN_FAILURES;

/** How long (ms, 0: not at all) each kind of counter at its ceiling holds this email/address back. */
export interface SignInBlock {
  /** This address's counters (for the account, or over all accounts): hard, nothing gets through. */
  addressMs: number;
  /** The account's counter over every address: only its owner's browser gets through (sign-in-attempt.ts). */
  accountMs: number;
}

export interface SignInFailures {
  blocked(email: string, ip: string): Promise<SignInBlock>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A right password clears this address's count for the account (the owner is back). */
  recordSuccess(email: string, ip: string): Promise<void>;
  /** Clears the account's counters, over all addresses (`doco admin unlock`); how many keys went. */
  unlock(email: string): Promise<number>;
}

export function createSignInFailures(redis: Redis, nameSpace: string): SignInFailures {
  const keys = (email: string, ip: string): Record<Scope, string> => {
    const account = hashedKey(email.toLowerCase());
    return {
      accountAndIp: `${nameSpace}login-fail:account-ip:${account}:${ip}`,
      account: `${nameSpace}login-fail:account:${account}`,
      ip: `${nameSpace}login-fail:ip:${ip}`,
    };
  };
  // While Redis is unreachable the limits are skipped rather than failing sign-in for everyone.
  const tolerant = async <T>(work: () => Promise<T>, fallback: T) => {
    if (redis.status !== 'ready') return fallback;
    try {
      return await work();
    } catch {
      return fallback;
    }
  };

  return {
    async blocked(email, ip) {
      const k = keys(email, ip);
      const scopes = Object.keys(k) as Scope[];
      const state = await tolerant(async () => {
        const pipeline = redis.multi();
        for (const scope of scopes) pipeline.get(k[scope]).pttl(k[scope]);
        return (await pipeline.exec()) ?? [];
      }, []);
      const block: SignInBlock = { addressMs: 0, accountMs: 0 };
      scopes.forEach((scope, i) => {
        const count = Number(state[i * 2]?.[1] ?? 0);
        const ttl = Number(state[i * 2 + 1]?.[1] ?? -1);
        if (count < SIGN_IN_FAILURES[scope]) return;
        const kind = scope === 'account' ? 'accountMs' : 'addressMs';
        block[kind] = Math.max(block[kind], ttl > 0 ? ttl : SIGN_IN_WINDOW_MS);
      });
      return block;
    },
    async recordFailure(email, ip) {
      const k = keys(email, ip);
      await tolerant(async () => {
        const pipeline = redis.multi();
        for (const key of Object.values(k)) pipeline.incr(key).pexpire(key, SIGN_IN_WINDOW_MS, 'NX');
        await pipeline.exec();
      }, undefined);
    },
    async recordSuccess(email, ip) {
      await tolerant(() => redis.del(keys(email, ip).accountAndIp), 0);
    },
    async unlock(email) {
      const { account, accountAndIp } = keys(email, '*');
      const found = [account];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', accountAndIp, 'COUNT', 500);
        found.push(...batch);
        cursor = next;
      } while (cursor !== '0');
      return redis.del(...found);
    },
  };
}
