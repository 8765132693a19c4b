import { loadMailerConfig, resolveMailDir } from '@doco/config';
import { createProducer, pingRedis, startWorker } from '@doco/queue';
import { createLogger, createMetrics, exitOnStartupError, onShutdown, startHealthServer } from '@doco/service-kit';
import { sendEmailHandler } from './send-email.ts';
import { createTransport } from './transport.ts';

async function main() {
  const config = loadMailerConfig();
  const logger = createLogger({ service: 'mailer', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const transport = createTransport({ smtpUrl: config.SMTP_URL, mailDir: resolveMailDir(config) });
  const metrics = createMetrics('mailer');
  const emails = metrics.counter('emails_total', 'Mails sent and failed', ['outcome']);
  const counts = createProducer({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  metrics.gauge('queue_depth', 'Jobs in the queue by state', ['queue', 'state'], async function collect() {
    const c = await counts.queue('email').getJobCounts('waiting', 'active', 'delayed', 'failed');
    for (const [state, n] of Object.entries(c)) this.set({ queue: 'email', state }, n);
  });
  const { stop } = startWorker({
    queue: 'email',
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    concurrency: 4,
    version: config.DOCO_VERSION,
    handlers: {
      'send-email': sendEmailHandler({
        transport,
        from: config.MAIL_FROM,
        logger,
        seller: { name: config.INVOICE_SELLER_NAME, abn: config.INVOICE_ABN, address: config.INVOICE_ADDRESS, email: config.SUPPORT_EMAIL },
        sent: emails,
        links: counts.mailLinks,
      }),
    },
  });
  const health = await startHealthServer({
    port: config.MAILER_HEALTH_PORT,
    logger,
    checks: { redis: () => pingRedis(config.REDIS_URL), transport: () => transport.check() },
    metrics,
  });
  onShutdown(logger, [() => health.close(), () => stop(), () => counts.close(), async () => transport.close()]);
  logger.info({ transport: transport.kind }, 'mailer ready');
}

main().catch((error) => exitOnStartupError('mailer', error));
