import { Redis } from 'ioredis';
import { redisOptions } from './connection.ts';

/** Readiness check for a worker: one short-lived connection, PING, or a clear error. */
export async function pingRedis(redisUrl: string, timeoutMs = 1_500): Promise<void> {
  const client = new Redis({
    ...redisOptions(redisUrl),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}
