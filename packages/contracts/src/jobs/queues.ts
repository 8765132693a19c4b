/** Queue names: one queue per consuming service. */
export const QUEUES = {
  analysis: 'analysis',
  email: 'email',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names, grouped by the queue that carries them. A worker must handle every name of its queue. */
export const JOB_NAMES = {
  analysis: ['analyse-document', 'render-report'],
  email: ['send-email'],
} as const satisfies Record<QueueName, readonly string[]>;
