import { llmSettings, loadAnalysisWorkerConfig, storageSettings } from '@doco/config';
import { createDb, pingDatabase } from '@doco/db';
import { createProducer, pingRedis, startWorker } from '@doco/queue';
import { createLogger, createMetrics, exitOnStartupError, onShutdown, startHealthServer } from '@doco/service-kit';
import { queueDepthGauge, refundsWaitingGauge, workerMetrics } from './metrics.ts';
import { createStorage } from '@doco/storage';
import { createCreditsClient } from '@doco/billing-client';
import { nativeTesseractAvailable } from './ocr/native.ts';
import { renderReportHandler } from './pipeline/render-report-handler.ts';
import { analyseDocumentHandler } from './pipeline/handler.ts';
import { createRefundDelivery, startRefundLoop } from './credits/refund-delivery.ts';
import { networkIsolation } from './sandbox/network-isolation.ts';
import { createSandboxPool } from './sandbox/pool.ts';
import { DEFAULT_SANDBOX, launchOptionsFor } from './sandbox/run.ts';

async function main() {
  const config = loadAnalysisWorkerConfig();
  const logger = createLogger({ service: 'analysis-worker', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const db = createDb({ url: config.DATABASE_URL });
  const storage = createStorage(storageSettings(config));
  // Each document is read, and the engine run, in a sandbox child; the child uses native tesseract
  // when it is on PATH (OCR_ENGINE=auto), else tesseract.js.
  if (config.OCR_ENGINE === 'native' && !nativeTesseractAvailable()) {
    throw new Error('OCR_ENGINE=native but no `tesseract` with English data is on PATH (apt-get install tesseract-ocr tesseract-ocr-eng)');
  }
  const ocrEngine = config.OCR_ENGINE === 'tesseractjs' || !nativeTesseractAvailable() ? 'tesseractjs' : 'native';
  // A failed analysis's credit goes back through billing, the only writer of the credit ledger: owed in
  // refund_outbox with the failed status, delivered at once, and by the refund loop until billing confirms.
  const credits = createCreditsClient(config.BILLING_URL, config.BILLING_TOKEN_WORKER);
  const refundRetry = { baseMs: config.REFUND_RETRY_BASE_MS, maxMs: config.REFUND_RETRY_MAX_MS };
  const refundLoop = startRefundLoop(createRefundDelivery({ db, credits, logger, retry: refundRetry }), { intervalMs: config.REFUND_POLL_MS, logger });
  // Sandbox children started ahead of need, one per analysis slot by default: each serves one
  // document and exits, and another starts in its place (sandbox/pool.ts).
  const warmChildren = config.SANDBOX_WARM_CHILDREN ?? config.ANALYSIS_CONCURRENCY;
  const sandboxPool =
    warmChildren > 0
      ? await createSandboxPool({
          size: warmChildren,
          launch: launchOptionsFor(DEFAULT_SANDBOX, ocrEngine),
          onError: (error) => logger.warn({ err: error }, 'sandbox child failed to start; retrying'),
        })
      : null;
  const metrics = createMetrics('analysis-worker');
  const counts = createProducer({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
  queueDepthGauge(metrics, 'analysis', () => counts.queue('analysis').getJobCounts('waiting', 'active', 'delayed', 'failed'));
  refundsWaitingGauge(metrics, async () => (await db.selectFrom('refundsWaitingV').select('waiting').executeTakeFirst())?.waiting ?? 0);
  const { stop } = startWorker({
    queue: 'analysis',
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    concurrency: config.ANALYSIS_CONCURRENCY,
    version: config.DOCO_VERSION,
    lockDurationMs: config.WORKER_LOCK_MS,
    stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
    handlers: {
      'analyse-document': analyseDocumentHandler({
        db,
        storage,
        logger,
        credits,
        refundRetry,
        ocrEngine: config.OCR_ENGINE,
        sandboxPool,
        metrics: workerMetrics(metrics),
        ocrConcurrency: config.OCR_CONCURRENCY,
        llm: llmSettings(config),
      }),
      'render-report': renderReportHandler({ db, storage, logger }),
    },
  });
  const health = await startHealthServer({
    port: config.WORKER_HEALTH_PORT,
    logger,
    checks: {
      postgres: () => pingDatabase(db),
      redis: () => pingRedis(config.REDIS_URL),
      storage: () => storage.check(),
    },
    metrics,
  });
  onShutdown(logger, [() => health.close(), () => stop(), () => refundLoop.stop(), async () => sandboxPool?.close(), () => counts.close(), () => db.destroy()]);
  // Said once: where the platform refuses a network namespace, documents are read with the network.
  const sandboxNetwork = networkIsolation().mode;
  if (sandboxNetwork === 'shared') logger.warn('sandbox children run with the network: this platform refuses them a network namespace (README, Security > Sandbox)');
  logger.info({ concurrency: config.ANALYSIS_CONCURRENCY, warmChildren, ocrConcurrency: config.OCR_CONCURRENCY, ocrEngine, sandboxNetwork, llm: llmSettings(config) !== null }, 'analysis worker ready');
}

main().catch((error) => exitOnStartupError('analysis-worker', error));
