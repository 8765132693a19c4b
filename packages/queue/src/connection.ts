import type { RedisOptions } from 'ioredis';

/**
 * ioredis options for a redis:// or rediss:// URL. BullMQ is given options, not a client, so it owns
 * and closes its connections (a client handed in must be quit by hand or the process hangs).
 */
export function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db: Number.isFinite(db) ? db : 0,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    // Required by BullMQ workers: blocking commands must not fail after N retries.
    maxRetriesPerRequest: null,
  };
}

/** Where a deployment keeps its BullMQ keys; tests give each file its own prefix. */
export const DEFAULT_PREFIX = 'doco';
