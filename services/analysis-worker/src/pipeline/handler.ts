import type { LlmOptions } from '@doco/analysis/llm';
import type { AnalyseDocumentJob } from '@doco/contracts';
import type { Database, Kysely } from '@doco/db';
import type { JobContext } from '@doco/queue';
import type { ObjectStorage } from '@doco/storage';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { createRefundDelivery, type RefundRetry } from '../credits/refund-delivery.ts';
import type { Credits } from '../credits/types.ts';
import { sandboxedEngine } from '../engine/sandboxed-engine.ts';
import type { AnalyseFn } from '../engine/types.ts';
import type { OcrEngineChoice } from '../ocr/engine.ts';
import type { SandboxPool } from '../sandbox/pool.ts';
import type { SandboxLimits } from '../sandbox/run.ts';
import type { WorkerMetrics } from '../metrics.ts';
import { createAnalysisRepository, SupersededError } from '../repository/analysis-repository.ts';
import { analysisPipeline } from './analysis-pipeline.ts';
import { DocumentError, userMessage } from './errors.ts';
import type { StepContext } from './pipeline.ts';
import { monotonicProgress } from './progress.ts';

export interface AnalyseDocumentHandlerDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  logger: Logger;
  /** Gives back the credit of an analysis that failed for good: billing's internal refund (@doco/billing-client). */
  credits: Credits;
  /** The waits between deliveries of a refund billing has not confirmed (REFUND_RETRY_BASE_MS, _MAX_MS). */
  refundRetry?: RefundRetry;
  /** OCR_ENGINE for the sandbox children that read documents; default auto (native tesseract when on PATH). */
  ocrEngine?: OcrEngineChoice;
  /** Pages of one document read by OCR at once (OCR_CONCURRENCY); default 2. */
  ocrConcurrency?: number;
  /** Memory and time for the sandbox children that read a document and run the engine. */
  sandbox?: SandboxLimits;
  /** Sandbox children started ahead of need (server.ts, one per analysis slot); absent: each read starts one. */
  sandboxPool?: SandboxPool | null;
  /** The analysis engine. Default: `analyseDocument` from @doco/analysis, in a sandbox child. */
  analyse?: AnalyseFn;
  /** Prometheus counters (server.ts); absent in tests that do not look at them. */
  metrics?: WorkerMetrics;
  /** The LLM pass after the rules (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY); null or absent: off. */
  llm?: LlmOptions | null;
  now?: () => Date;
}

export type AnalyseDocumentOutcome =
  | { outcome: 'completed'; pages: number; ocrPages: number; concerns: number; timings: Record<string, number> }
  | { outcome: 'skipped'; reason: 'missing' | 'completed' | 'failed' | 'superseded' };

/**
 * The `analyse-document` job. Runs the pipeline for a pending/processing analysis; does nothing for
 * one that is already completed, failed or gone. Failure policy:
 * - an error a retry cannot fix (DocumentError, UnrecoverableError), or any error on the job's last
 *   attempt: the analysis is marked failed with a user-readable message and its credit owed back
 *   (`refund_outbox`, same transaction), delivered to billing at once and retried until it confirms;
 * - any other error before the last attempt: rethrown so BullMQ retries with backoff.
 */
export function analyseDocumentHandler(deps: AnalyseDocumentHandlerDeps) {
  const repository = createAnalysisRepository(deps.db);
  const refunds = createRefundDelivery({ db: deps.db, credits: deps.credits, logger: deps.logger, retry: deps.refundRetry ?? { baseMs: 5_000, maxMs: 600_000 } });
  const steps = analysisPipeline({
    storage: deps.storage,
    repository,
    ocrEngine: deps.ocrEngine ?? 'auto',
    ocrConcurrency: deps.ocrConcurrency ?? 2,
    sandbox: deps.sandbox,
    pool: deps.sandboxPool,
    analyse: deps.analyse ?? sandboxedEngine(deps.sandbox),
    llm: deps.llm ?? null,
    ...(deps.now ? { now: deps.now } : {}),
  });

  return async (payload: AnalyseDocumentJob, { job, progress }: JobContext): Promise<AnalyseDocumentOutcome> => {
    const { analysisId } = payload;
    const logger = deps.logger.child({ analysisId, jobId: job.id, attempt: job.attemptsMade + 1, requestId: payload.requestId });

    const row = await repository.find(analysisId);
    if (!row) {
      logger.info('analysis no longer exists; nothing to do');
      return { outcome: 'skipped', reason: 'missing' };
    }
    if (row.status === 'completed' || row.status === 'failed') {
      logger.info({ status: row.status }, 'analysis already finished; nothing to do');
      return { outcome: 'skipped', reason: row.status };
    }
    if (!(await repository.start(analysisId))) return { outcome: 'skipped', reason: 'superseded' };

    const cleanups: Array<() => Promise<void> | void> = [];
    const record = monotonicProgress(async (stage, value, detail) => {
      await repository.setProgress(analysisId, stage, value, undefined, detail ?? null);
      await progress(value);
    });
    const ctx: StepContext = { analysisId, logger, report: record, defer: (fn) => cleanups.push(fn) };

    try {
      const state = await steps.run({ job: row }, ctx);
      if (deps.metrics) {
        const m = deps.metrics;
        m.analyses.inc({ outcome: 'completed' });
        for (const [stage, ms] of Object.entries(state.timings)) m.jobSeconds.observe({ queue: 'analysis', stage }, ms / 1000);
        m.jobSeconds.observe({ queue: 'analysis', stage: 'total' }, Object.values(state.timings).reduce((a, b) => a + b, 0) / 1000);
        if (state.ocrPages > 0) {
          m.ocrPages.inc(state.ocrPages);
          m.ocrSeconds.inc(state.ocrMs / 1000);
        }
      }
      logger.info({ pages: state.pages.length, ocrPages: state.ocrPages, concerns: state.result.concerns.length, timings: state.timings }, 'analysis completed');
      return {
        outcome: 'completed',
        pages: state.pages.length,
        ocrPages: state.ocrPages,
        concerns: state.result.concerns.length,
        timings: state.timings,
      };
    } catch (error) {
      if (error instanceof SupersededError) {
        logger.info('analysis finished elsewhere meanwhile; leaving its results');
        return { outcome: 'skipped', reason: 'superseded' };
      }
      const permanent = error instanceof UnrecoverableError || (error instanceof DocumentError && error.permanent);
      const attempts = job.opts.attempts ?? 1;
      const lastAttempt = permanent || job.attemptsMade + 1 >= attempts;
      const message = userMessage(error);
      logger[permanent ? 'warn' : 'error']({ err: error, lastAttempt, attempts }, 'analysis attempt failed');

      if (lastAttempt) {
        deps.metrics?.analyses.inc({ outcome: 'failed' });
        // Failed and the credit owed back, in one transaction; then delivered at once, so the buyer who
        // sees 'failed' has it back moments later. Billing down: the refund stays owed in the outbox and
        // the worker's refund loop delivers it once billing answers (idempotent by analysis).
        await repository.fail(analysisId, message, `Analysis failed: ${message}`);
        await refunds.deliverNow(analysisId);
      } else {
        await repository.awaitRetry(analysisId);
      }
      if (permanent && !(error instanceof UnrecoverableError)) throw new UnrecoverableError(message);
      throw error;
    } finally {
      for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    }
  };
}
