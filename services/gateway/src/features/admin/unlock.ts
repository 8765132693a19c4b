import type { Redis } from 'ioredis';
import { toJson, type Database, type Kysely } from '@doco/db';
import { rateLimitNamespace } from '../auth/context.ts';
import { createSignInFailures } from '../auth/sign-in-failures.ts';

/**
 * `doco admin unlock --email E`: clears the sign-in counters of the buyer's account and of the
 * administrator's with that email, over every address, and records it in the admin activity log
 * (actor `cli`: no administrator signed in). Returns how many counters went.
 */
export async function unlockSignIn(db: Kysely<Database>, redis: Redis, queuePrefix: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const failures = createSignInFailures(redis, rateLimitNamespace({ queuePrefix }));
  const cleared = (await failures.unlock(address)) + (await failures.unlock(`admin:${address}`));
  await db
    .insertInto('adminActivityLog')
    .values({ adminId: null, action: 'unlock_sign_in', target: address, details: toJson({ actor: 'cli', cleared }), ipAddress: null, userAgent: 'doco admin cli' })
    .execute();
  return cleared;
}
