import { loadLauncherConfig } from '@doco/config';
import { ensurePostgres, ensureRedis, type PostgresHandle, type RedisHandle } from '@doco/local-services';

export interface Infrastructure {
  postgres: PostgresHandle;
  redis: RedisHandle;
  stop(): Promise<void>;
}

/** Postgres and Redis as ARCHITECTURE.md "Running it" says: env URL, else local server, else start one. */
export async function ensureInfrastructure(log: (m: string) => void): Promise<Infrastructure> {
  const config = loadLauncherConfig();
  const postgres = await ensurePostgres({ url: config.DATABASE_URL, database: 'doco', dataDir: config.DATA_DIR, log });
  let redis: RedisHandle;
  try {
    redis = await ensureRedis({ url: config.REDIS_URL, dataDir: config.DATA_DIR, log });
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return {
    postgres,
    redis,
    async stop() {
      await redis.stop();
      await postgres.stop();
    },
  };
}
