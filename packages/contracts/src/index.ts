export * from './jobs/queues.ts';
export * from './jobs/payloads.ts';
export * from './api/health.ts';
export * from './api/errors.ts';
export * from './api/user.ts';
