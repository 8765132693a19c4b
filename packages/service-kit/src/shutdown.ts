import type { Logger } from 'pino';

// Ctrl-C in a terminal reaches every process of the group and `npm start` then sends SIGTERM too:
// signals this close together count as one.
const DUPLICATE_WINDOW_MS = 3_000;

/**
 * Runs the given closers once on SIGTERM or SIGINT, in order, then exits. A later second signal
 * exits at once.
 */
export function onShutdown(logger: Logger, closers: Array<() => Promise<unknown>>) {
  let stoppingSince: number | null = null;
  const handler = async (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < DUPLICATE_WINDOW_MS) return;
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info({ signal }, 'shutting down');
    let code = 0;
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    logger.info('stopped');
    logger.flush?.();
    process.exit(code);
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/** Start-up failures end the process with a readable message rather than a stack of noise. */
export function exitOnStartupError(service: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`[${service}] cannot start: ${message}\n`);
  process.exit(1);
}
