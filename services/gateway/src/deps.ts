import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createDb, type Database } from '@doco/db';
import { createProducer, redisOptions, type Producer } from '@doco/queue';
import { createStorage, type Storage } from '@doco/storage';
import { storageSettings, type GatewayConfig } from '@doco/config';
import { createBillingClient, type BillingClient } from './clients/billing.ts';
import { createMetrics, type Metrics } from '@doco/service-kit';

/** Everything the gateway talks to, made once at start-up and handed to the app (tests pass their own). */
export interface GatewayDeps {
  db: Kysely<Database>;
  redis: Redis;
  storage: Storage;
  producer: Producer;
  billing: BillingClient;
  /** Key prefix for Redis data of this deployment (tests give each file its own). */
  queuePrefix?: string;
  /** Prometheus registry (server.ts serves it on METRICS_PORT); a fresh one when absent. */
  metrics?: Metrics;
}

export function createDeps(config: GatewayConfig): GatewayDeps & { close(): Promise<void> } {
  const db = createDb({ url: config.DATABASE_URL });
  // No offline queue: while Redis is down, calls fail at once instead of piling up.
  const redis = new Redis({ ...redisOptions(config.REDIS_URL), enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reported through /readyz, not as an unhandled event
  const storage = createStorage(storageSettings(config));
  const producer = createProducer({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  const billing = createBillingClient(config.BILLING_URL, config.BILLING_TOKEN_GATEWAY);
  return {
    db,
    redis,
    storage,
    producer,
    billing,
    queuePrefix: config.QUEUE_PREFIX,
    metrics: createMetrics('gateway'),
    async close() {
      await producer.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}
