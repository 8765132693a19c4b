import type { FastifyBaseLogger } from 'fastify';
import { loadBillingConfig } from '@doco/config';
import { createDb } from '@doco/db';
import { createInvalidationPublisher, createProducer } from '@doco/queue';
import { createLogger, exitOnStartupError, onShutdown } from '@doco/service-kit';
import { buildBillingApp } from './app.ts';
import { paymentsFromConfig } from './providers/from-config.ts';

async function main() {
  const config = loadBillingConfig();
  const logger = createLogger({ service: 'billing', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const db = createDb({ url: config.DATABASE_URL });
  const payments = paymentsFromConfig(config);
  // Receipts go to the mailer through its queue.
  const mail = createProducer({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  // Gateways cache balances and user rows; billing says when they change.
  const changed = createInvalidationPublisher({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  const app = await buildBillingApp({ db, payments, callerTokens: { gateway: config.BILLING_TOKEN_GATEWAY, worker: config.BILLING_TOKEN_WORKER }, mail, changed, publicUrl: config.PUBLIC_URL }, logger as FastifyBaseLogger);
  onShutdown(logger, [() => app.close(), () => mail.close(), () => changed.close(), () => db.destroy()]);
  await app.listen({ host: config.BILLING_HOST, port: config.BILLING_PORT });
  if (payments.kind === 'sandbox' && config.NODE_ENV === 'production') {
    logger.warn({ provider: 'sandbox', ALLOW_SANDBOX_PAYMENTS: true }, 'production runs on the offline sandbox because ALLOW_SANDBOX_PAYMENTS=true: no money moves');
  } else if (payments.kind === 'sandbox') {
    const log = config.NODE_ENV === 'production' ? logger.warn.bind(logger) : logger.info.bind(logger);
    log({ provider: 'sandbox' }, 'payments use the offline sandbox: test cards only, no money moves (set STRIPE_SECRET_KEY for real payments)');
  } else {
    logger.info({ provider: 'stripe', webhooks: Boolean(config.STRIPE_WEBHOOK_SECRET) }, 'payments provider');
    if (!config.STRIPE_WEBHOOK_SECRET) logger.warn('STRIPE_WEBHOOK_SECRET is not set: every Stripe webhook will be refused');
  }
}

main().catch((error) => exitOnStartupError('billing', error));
