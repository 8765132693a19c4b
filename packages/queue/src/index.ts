export { redisOptions, DEFAULT_PREFIX } from './connection.ts';
export { JOB_OPTIONS } from './job-options.ts';
export { createProducer, type Producer, type ProducerOptions } from './producer.ts';
export { startWorker, checkHandlers, WorkerSetupError, type Handlers, type JobContext, type WorkerOptions, type StartedWorker } from './worker.ts';
export { pingRedis } from './ping.ts';
export { SEALED_LINK, type MailLinks } from './mail-links.ts';
export { heartbeatKey, HEARTBEAT_TTL_S, type Heartbeat } from './heartbeat.ts';
export { UnrecoverableError } from 'bullmq';
export { invalidationChannel, invalidation, createInvalidationPublisher, type InvalidationPublisher } from './invalidation.ts';
