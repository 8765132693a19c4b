import type { FastifyBaseLogger } from 'fastify';
import { loadBillingConfig } from '@doco/config';
import { createDb } from '@doco/db';
import { createLogger, exitOnStartupError, onShutdown } from '@doco/service-kit';
import { buildBillingApp } from './app.ts';

async function main() {
  const config = loadBillingConfig();
  const logger = createLogger({ service: 'billing', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const db = createDb({ url: config.DATABASE_URL });
  const app = await buildBillingApp({ db }, logger as FastifyBaseLogger);
  onShutdown(logger, [() => app.close(), () => db.destroy()]);
  await app.listen({ host: config.BILLING_HOST, port: config.BILLING_PORT });
  logger.info({ provider: config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox' }, 'payments provider');
}

main().catch((error) => exitOnStartupError('billing', error));
