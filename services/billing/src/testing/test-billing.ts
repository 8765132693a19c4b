import type { Database, Kysely } from '@doco/db';
import { createInvalidationPublisher } from '@doco/queue';
import type { Metrics } from '@doco/service-kit';
import { type BillingDeps, buildBillingApp } from '../app.ts';

/**
 * The real billing service for other packages' tests, in-process on a free local port: the gateway's
 * test stack and the worker's integration stack both build on it (package export `@doco/billing/testing`).
 * It broadcasts what changed on the given Redis prefix, as in production, so gateways' caches stay fresh.
 */
export async function startTestBilling(options: {
  db: Kysely<Database>;
  redisUrl: string;
  prefix: string;
  /** The mailer's queue, for receipts. */
  mail?: BillingDeps['mail'];
  metrics?: Metrics;
}) {
  const changed = createInvalidationPublisher({ redisUrl: options.redisUrl, prefix: options.prefix });
  const app = await buildBillingApp({ db: options.db, mail: options.mail, changed, ...(options.metrics ? { metrics: options.metrics } : {}) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    async close() {
      await app.close();
      await changed.close();
    },
  };
}
export type TestBilling = Awaited<ReturnType<typeof startTestBilling>>;
