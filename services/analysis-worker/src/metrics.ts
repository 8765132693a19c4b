import type { Metrics } from '@doco/service-kit';

/** Queue depth by state, read from BullMQ when Prometheus scrapes (nothing is counted twice). */
export function queueDepthGauge(metrics: Metrics, queueName: string, counts: () => Promise<Record<string, number>>) {
  return metrics.gauge('queue_depth', 'Jobs in the queue by state', ['queue', 'state'], async function collect() {
    for (const [state, n] of Object.entries(await counts())) this.set({ queue: queueName, state }, n);
  });
}

/** Failed analyses' refunds billing has not confirmed, read from `refunds_waiting_v` on scrape (issue 25). */
export function refundsWaitingGauge(metrics: Metrics, waiting: () => Promise<number>) {
  return metrics.gauge('refunds_waiting', "Failed analyses' credits owed back that billing has not confirmed yet", [], async function collect() {
    this.set(await waiting());
  });
}

/** What the analysis worker counts: analyses by outcome, time per pipeline stage, OCR pages and seconds. */
export function workerMetrics(metrics: Metrics) {
  return {
    analyses: metrics.counter('analyses_total', 'Analyses finished, by outcome (completed, failed)', ['outcome']),
    jobSeconds: metrics.histogram('job_duration_seconds', 'Job duration by queue and pipeline stage', ['queue', 'stage'], [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300]),
    ocrPages: metrics.counter('ocr_pages_total', 'Pages read by OCR'),
    ocrSeconds: metrics.counter('ocr_seconds_total', 'Seconds spent reading scanned pages by OCR'),
  };
}
export type WorkerMetrics = ReturnType<typeof workerMetrics>;
