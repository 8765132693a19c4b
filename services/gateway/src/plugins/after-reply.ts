import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` after the reply has gone: the answer's timing then says nothing about what the work
     * found (whether an account exists). Failures are logged; shutdown waits for work in flight.
     */
    afterReply(log: FastifyBaseLogger, work: () => Promise<unknown>): void;
    /** Resolves once no after-reply work is running (shutdown; tests that read what it queued). */
    settled(): Promise<void>;
    /** How much after-reply work is running now. */
    afterReplyPending(): number;
  }
}

export function registerAfterReply(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.decorate('afterReply', (log: FastifyBaseLogger, work: () => Promise<unknown>) => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'work after the reply failed'),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  app.decorate('settled', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  app.decorate('afterReplyPending', () => pending.size);
  app.addHook('onClose', async () => app.settled());
}
