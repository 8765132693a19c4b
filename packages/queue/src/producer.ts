import { Queue } from 'bullmq';
import {
  JOB_PAYLOADS,
  QUEUES,
  type AnalyseDocumentJob,
  type JobName,
  type JobPayload,
  type QueueName,
  type SendEmailJob,
} from '@doco/contracts';
import { DEFAULT_PREFIX, redisOptions } from './connection.ts';
import { JOB_OPTIONS } from './job-options.ts';

export interface ProducerOptions {
  redisUrl: string;
  prefix?: string;
}

/** Enqueue-only access to the queues (the gateway never consumes). Payloads are validated first. */
export function createProducer({ redisUrl, prefix = DEFAULT_PREFIX }: ProducerOptions) {
  const queues = new Map<QueueName, Queue>();
  const queue = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: redisOptions(redisUrl), prefix });
      queues.set(name, q);
    }
    return q;
  };

  async function enqueue<N extends JobName>(queueName: QueueName, name: N, payload: JobPayload<N>, jobId: string) {
    const data = JOB_PAYLOADS[name].parse(payload);
    return queue(queueName).add(name, data, { ...JOB_OPTIONS[queueName], jobId });
  }

  return {
    queue,
    /** jobId = analysis id: starting an analysis twice queues it once. */
    enqueueAnalysis: (payload: AnalyseDocumentJob) =>
      enqueue(QUEUES.analysis, 'analyse-document', payload, payload.analysisId),
    /** jobId = email id: a retried request mails once. */
    sendEmail: (payload: SendEmailJob) => enqueue(QUEUES.email, 'send-email', payload, payload.emailId),
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
    },
  };
}
export type Producer = ReturnType<typeof createProducer>;
