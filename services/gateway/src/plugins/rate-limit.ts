import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/** One limit: at most `max` calls per `windowMs` for each value `key` gives (undefined: not counted). */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key(request: FastifyRequest): string | undefined;
}

/**
 * @fastify/rate-limit on the shared Redis (so every gateway instance counts together), used through
 * `limitBy`: each route states its own rules, e.g. per IP and per email. Keys live under
 * `nameSpace` (tests pass their own Redis prefix). While Redis is unreachable the limits are skipped
 * rather than failing sign-in for everyone; /readyz reports the outage.
 */
export async function registerRateLimit(app: FastifyInstance, options: { redis: Redis; nameSpace: string }) {
  await app.register(fastifyRateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: options.nameSpace,
    skipOnError: true,
  });
}

/** A preHandler that counts the call against every rule and answers 429 once any is exceeded. */
export function limitBy(app: Pick<FastifyInstance, 'createRateLimit'>, rules: LimitRule[]) {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const retryAfterMs = result.ttl > 0 ? result.ttl : rule.windowMs;
        reply.header('retry-after', Math.ceil(retryAfterMs / 1000));
        throw tooManyRequests(retryAfterMs);
      }
    }
  };
}

/** Keys that name a person (emails) are hashed so Redis holds no addresses. */
export const hashedKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** 429 with the product's wording: 'Too many attempts. Please wait N minutes and try again.' */
export function tooManyRequests(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(429, `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, 'rate_limited');
}
