import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { resolveRedis, startRedisServer, type RedisSource } from './redis-server.ts';

export interface TestRedis {
  url: string;
  source: RedisSource;
  /**
   * Unique per call, e.g. `doco-test-1a2b3c4d5e6f`. Pass it as BullMQ's `prefix` option (BullMQ
   * then writes `{prefix}:{queue}:...`); for plain keys use `key()` or `keyPrefix`.
   */
  prefix: string;
  /** `${prefix}:` — ioredis's `keyPrefix` option for a client whose keys should be cleaned up. */
  keyPrefix: string;
  /** ioredis/BullMQ connection options for this server (maxRetriesPerRequest null, as BullMQ workers need). */
  connection: RedisOptions;
  /** `${prefix}:${name}`. */
  key(name: string): string;
  /** A new ioredis client on this server, closed by cleanup(). */
  client(options?: RedisOptions): Redis;
  /** Deletes every key under `${prefix}:` (SCAN, not KEYS) and closes the clients made by client(). */
  cleanup(): Promise<void>;
}

export interface CreateTestRedisOptions {
  /** 'auto' finds a server as `npm start` does; 'spawned' forces a redis-server of our own. */
  server?: 'auto' | 'spawned';
}

/** Converts a redis:// URL into ioredis options. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    db: Number.isInteger(db) ? db : 0,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** A Redis of the tests' own: a key prefix no other test uses, removed by cleanup(). */
export async function createTestRedis(options: CreateTestRedisOptions = {}): Promise<TestRedis> {
  const server = options.server === 'spawned' ? await startRedisServer() : await resolveRedis();
  // Only [a-z0-9-]: nothing that is special in a SCAN MATCH pattern.
  const prefix = `doco-test-${randomBytes(6).toString('hex')}`;
  const connection = redisOptionsFromUrl(server.url);
  const clients = new Set<Redis>();

  const client = (extra: RedisOptions = {}) => {
    const c = new Redis({ ...connection, ...extra });
    c.on('error', () => {});
    clients.add(c);
    return c;
  };

  const cleanup = async () => {
    const admin = new Redis({ ...connection, lazyConnect: true });
    admin.on('error', () => {});
    try {
      await admin.connect();
      let cursor = '0';
      do {
        const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await admin.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      admin.disconnect();
      await Promise.all([...clients].map((c) => c.quit().catch(() => c.disconnect())));
      clients.clear();
    }
  };

  return {
    url: server.url,
    source: server.source,
    prefix,
    keyPrefix: `${prefix}:`,
    connection,
    key: (name) => `${prefix}:${name}`,
    client,
    cleanup,
  };
}
