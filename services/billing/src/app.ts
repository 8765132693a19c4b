import type { InvalidationPublisher } from '@doco/queue';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase, type Database } from '@doco/db';
import { DEV_BILLING_TOKEN_GATEWAY, DEV_BILLING_TOKEN_WORKER } from '@doco/config';
import { createMetrics, instrumentHttp, registerHealthRoutes, registerMetricsRoute, type Metrics } from '@doco/service-kit';
import { requireInternalToken, type CallerTokens } from './routes/internal-auth.ts';
import { billingCounters, createBilling } from './billing.ts';
import { systemClock, type Clock } from './clock.ts';
import { adminRoutes } from './admin/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox/sandbox-provider.ts';
import type { PaymentProvider } from './providers/types.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { registerErrorHandler } from './routes/error-handler.ts';
import { sandboxRoutes } from './routes/sandbox.routes.ts';
import { webhookRoutes } from './routes/webhook.routes.ts';

/** Stripe, or the offline sandbox (the default: a fresh in-memory one). */
export type PaymentsSetup =
  | { kind: 'stripe'; provider: PaymentProvider; publishableKey: string | null }
  | { kind: 'sandbox'; sandbox: SandboxProvider };
import type { MailQueue } from './receipts/service.ts';

export interface BillingDeps {
  db: Kysely<Database>;
  payments?: PaymentsSetup;
  /** Time for credit expiry. Defaults to the sandbox's test clock, or real time with Stripe. */
  clock?: Clock;
  /** BILLING_TOKEN_GATEWAY / BILLING_TOKEN_WORKER: every call but /healthz, /readyz and /metrics carries its caller's (development values by default). */
  callerTokens?: CallerTokens;
  /** The mailer's queue, for receipts; without it no receipt is sent (tests that do not look at mail). */
  mail?: MailQueue;
  /** PUBLIC_URL, for the links in receipts and refund mails. */
  publicUrl?: string | undefined;
  /** Gateways' cache invalidations; without it gateways' cached balances expire on their own timer only. */
  changed?: Pick<InvalidationPublisher, 'user' | 'credits'>;
  /** Prometheus registry served at /metrics; a fresh one when absent. */
  metrics?: Metrics;
}

// The sandbox ends billing periods that real time has passed this often (the test clock does it at once).
const SANDBOX_TICK_MS = 60_000;

/**
 * Billing's internal HTTP API. The gateway calls it, and the analysis worker for refunds only (it
 * listens on 127.0.0.1 / the private network); the public Stripe webhook is forwarded through the gateway.
 */
export async function buildBillingApp(deps: BillingDeps, logger: FastifyServerOptions['loggerInstance'] | boolean = false) {
  const app = Fastify(typeof logger === 'boolean' ? { logger } : { loggerInstance: logger });
  const setup: PaymentsSetup = deps.payments ?? { kind: 'sandbox', sandbox: createSandboxProvider() };
  const sandbox = setup.kind === 'sandbox' ? setup.sandbox : null;
  const provider = setup.kind === 'sandbox' ? setup.sandbox.provider : setup.provider;
  const clock = deps.clock ?? (sandbox ? sandbox.clock.now : systemClock);
  const metrics = deps.metrics ?? createMetrics('billing');
  const billing = createBilling({ db: deps.db, provider, clock, log: app.log, mail: deps.mail, publicUrl: deps.publicUrl, counters: billingCounters(metrics), changed: deps.changed });

  registerErrorHandler(app);
  instrumentHttp(app, metrics);
  registerMetricsRoute(app, metrics);
  requireInternalToken(app, deps.callerTokens ?? { gateway: DEV_BILLING_TOKEN_GATEWAY, worker: DEV_BILLING_TOKEN_WORKER });
  registerHealthRoutes(app, { postgres: () => pingDatabase(deps.db) });
  ledgerRoutes(app, billing.ledger);
  adminRoutes(app, deps.db);
  accountRoutes(app, billing, {
    provider: provider.name,
    publishableKey: setup.kind === 'stripe' ? setup.publishableKey : null,
    testMode: setup.kind === 'sandbox' || !setup.publishableKey?.startsWith('pk_live_'),
  });
  sandboxRoutes(app, sandbox);
  await app.register(webhookRoutes, { billing });

  if (sandbox) {
    // The sandbox's events take the same path as Stripe's webhooks, minus the HTTP hop.
    sandbox.onEvent(async (event) => {
      try {
        await billing.webhooks.handle(event);
      } catch (err) {
        app.log.error({ err, eventId: event.id, type: event.type }, 'sandbox event failed');
      }
    });
    const timer = setInterval(() => {
      sandbox.tick().catch((err) => app.log.warn({ err }, 'sandbox period roll failed'));
    }, SANDBOX_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app;
}
