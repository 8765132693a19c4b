import { loadAnalysisWorkerConfig, storageSettings } from '@doco/config';
import { createDb, pingDatabase } from '@doco/db';
import { pingRedis, startWorker } from '@doco/queue';
import { createLogger, exitOnStartupError, onShutdown, startHealthServer } from '@doco/service-kit';
import { createStorage } from '@doco/storage';
import { analyseDocumentHandler } from './pipeline/handler.ts';

async function main() {
  const config = loadAnalysisWorkerConfig();
  const logger = createLogger({ service: 'analysis-worker', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const db = createDb({ url: config.DATABASE_URL });
  const storage = createStorage(storageSettings(config));
  const { stop } = startWorker({
    queue: 'analysis',
    redisUrl: config.REDIS_URL,
    concurrency: config.ANALYSIS_CONCURRENCY,
    handlers: { 'analyse-document': analyseDocumentHandler({ db, storage, logger }) },
  });
  const health = await startHealthServer({
    port: config.WORKER_HEALTH_PORT,
    logger,
    checks: {
      postgres: () => pingDatabase(db),
      redis: () => pingRedis(config.REDIS_URL),
      storage: () => storage.check(),
    },
  });
  onShutdown(logger, [() => health.close(), () => stop(), () => db.destroy()]);
  logger.info({ concurrency: config.ANALYSIS_CONCURRENCY }, 'analysis worker ready');
}

main().catch((error) => exitOnStartupError('analysis-worker', error));
