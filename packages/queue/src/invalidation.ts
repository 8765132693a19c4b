import { Redis } from 'ioredis';
import { redisOptions } from './connection.ts';

// Gateways keep sessions, user rows and credit balances in memory (services/gateway/src/sessions/
// auth-cache.ts). Whatever changes one of them says so on this channel after its write has
// committed, and every gateway drops its copy before the next request reads it.

/** The Redis pub/sub channel of a deployment's cache invalidations. */
export const invalidationChannel = (prefix: string): string => `${prefix}:session-invalidate`;

/** Messages on the channel: one session, everything of one user, or one user's credit balance. */
export const invalidation = {
  session: (sid: string) => `sid:${sid}`,
  user: (userId: string) => `user:${userId}`,
  credits: (userId: string) => `credits:${userId}`,
};

export interface InvalidationPublisher {
  /** The user's row changed (subscription mirror, password, verification, suspension). */
  user(userId: string): void;
  /** The user's credit balance or plan changed. */
  credits(userId: string): void;
  close(): Promise<void>;
}

/** A publisher for a service that changes what gateways cache (billing). Publishing never throws. */
export function createInvalidationPublisher(options: { redisUrl: string; prefix: string }): InvalidationPublisher {
  const redis = new Redis({ ...redisOptions(options.redisUrl), lazyConnect: true, enableOfflineQueue: true });
  redis.on('error', () => {});
  const channel = invalidationChannel(options.prefix);
  const publish = (message: string) => void redis.publish(channel, message).catch(() => {});
  return {
    user: (userId) => publish(invalidation.user(userId)),
    credits: (userId) => publish(invalidation.credits(userId)),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
