import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  JOB_PAYLOADS,
  QUEUES,
  type AnalyseDocumentJob,
  type JobName,
  type JobPayload,
  type QueueName,
  type RenderReportJob,
  type SendEmailJob,
} from '@doco/contracts';
import { DEFAULT_PREFIX, redisOptions } from './connection.ts';
import { JOB_OPTIONS } from './job-options.ts';
import { createMailLinks } from './mail-links.ts';

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

  // Its own connection for the mail-link keys, made on first use (most producers never mail).
  let linksRedis: Redis | undefined;
  const mailLinks = createMailLinks(async () => (linksRedis ??= new Redis({ ...redisOptions(redisUrl), maxRetriesPerRequest: 3 })), prefix);

  async function enqueue<N extends JobName>(queueName: QueueName, name: N, payload: JobPayload<N>, jobId: string) {
    const data = JOB_PAYLOADS[name].parse(payload);
    return queue(queueName).add(name, data, { ...JOB_OPTIONS[queueName], jobId });
  }

  return {
    queue,
    /** jobId = analysis id: starting an analysis twice queues it once. */
    enqueueAnalysis: (payload: AnalyseDocumentJob) =>
      enqueue(QUEUES.analysis, 'analyse-document', payload, payload.analysisId),
    /** Each request renders: the worker reads the hidden items when it runs, so the last render shows the last state. */
    enqueueReportRender: (payload: RenderReportJob) =>
      enqueue(QUEUES.analysis, 'render-report', payload, `report-${payload.analysisId}-${randomUUID()}`),
    /** jobId = email id: a retried request mails once. */
    /** A token link is kept beside the job, never in it (mail-links.ts). */
    sendEmail: async (payload: SendEmailJob) =>
      enqueue(QUEUES.email, 'send-email', await mailLinks.seal(JOB_PAYLOADS['send-email'].parse(payload)), payload.emailId),
    /** The mailer's side of sealed links: open before sending, drop after. */
    mailLinks,
    /** A mail sent later (a reminder): a delayed job under the email's id, replacing a waiting one. */
    async scheduleEmail(payload: SendEmailJob, sendAt: Date) {
      await queue(QUEUES.email).remove(payload.emailId);
      const data = await mailLinks.seal(JOB_PAYLOADS['send-email'].parse(payload));
      return queue(QUEUES.email).add('send-email', data, { ...JOB_OPTIONS.email, jobId: payload.emailId, delay: Math.max(0, sendAt.getTime() - Date.now()) });
    },
    /** Takes back a mail not sent yet (a cancelled reminder); true when one was waiting. */
    async cancelEmail(emailId: string) {
      return (await queue(QUEUES.email).remove(emailId)) > 0;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      queues.clear();
      await linksRedis?.quit();
      linksRedis = undefined;
    },
  };
}
export type Producer = ReturnType<typeof createProducer>;
