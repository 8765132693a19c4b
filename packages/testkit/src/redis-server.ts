import { loadTestConfig } from '@doco/config';
import { ensureRedis, redisAnswers, spawnRedis } from '@doco/local-services';

export { redisAnswers };

// Where the tests' Redis comes from: @doco/local-services finds or starts it, as for `npm start`.

export type RedisSource = 'env' | 'local' | 'container' | 'spawned';

export interface RedisServer {
  url: string;
  source: RedisSource;
}

let spawned: Promise<RedisServer> | undefined;

/** Starts (once per process) a throwaway `redis-server` from PATH on a free port, stopped at exit. */
export function startRedisServer(): Promise<RedisServer> {
  spawned ??= spawnRedis({}).then((handle) => ({ url: handle.url, source: 'spawned' as const }));
  spawned.catch(() => {
    spawned = undefined;
  });
  return spawned;
}

let resolved: Promise<RedisServer> | undefined;

/** TEST_REDIS_URL; else 127.0.0.1:6379; else a container when Docker answers; else a throwaway redis-server. */
export function resolveRedis(): Promise<RedisServer> {
  resolved ??= (async (): Promise<RedisServer> => {
    const { TEST_REDIS_URL } = loadTestConfig();
    if (TEST_REDIS_URL) return { url: TEST_REDIS_URL, source: 'env' };
    const handle = await ensureRedis({ container: true });
    return { url: handle.url, source: handle.source };
  })();
  resolved.catch(() => {
    resolved = undefined;
  });
  return resolved;
}
