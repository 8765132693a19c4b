import type { ChildProcess } from 'node:child_process';

export interface SupervisorOptions {
  log(message: string): void;
  /** Called once when the service failed to start `maxFailedStarts` times in a row. */
  onGiveUp(): void;
  /** Delay before restart number n (1-based): 1 s, 2 s, 4 s… capped at 30 s. */
  backoffMs?: (restart: number) => number;
  /** A process that ran at least this long started fine; a later crash begins a new count. */
  healthyAfterMs?: number;
  maxFailedStarts?: number;
}

export interface Supervised {
  readonly name: string;
  /** The running process, if any (between a crash and its restart there is none). */
  current(): ChildProcess | null;
  /** Stops for good: SIGTERM, SIGKILL after `graceMs`; no restart follows. */
  stop(graceMs?: number): Promise<void>;
}

export const defaultBackoffMs = (restart: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, restart - 1));

/**
 * Keeps one service running: a process that exits unexpectedly is started again after a growing
 * delay, and logged. Five quick failures in a row (it never got going) mean it cannot start: give up.
 */
export function supervise(name: string, start: () => ChildProcess, options: SupervisorOptions): Supervised {
  const backoff = options.backoffMs ?? defaultBackoffMs;
  const healthyAfterMs = options.healthyAfterMs ?? 10_000;
  const maxFailedStarts = options.maxFailedStarts ?? 5;
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let failedStarts = 0;
  let timer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    const running = start();
    child = running;
    running.once('exit', (code, signal) => {
      if (child === running) child = null;
      if (stopping) return;
      const ranMs = Date.now() - startedAt;
      if (ranMs >= healthyAfterMs) {
        restarts = 0;
        failedStarts = 0;
      } else {
        failedStarts++;
      }
      const how = signal ?? `code ${code}`;
      if (failedStarts >= maxFailedStarts) {
        options.log(`${name} exited (${how}) and failed to start ${failedStarts} times in a row; giving up`);
        options.onGiveUp();
        return;
      }
      restarts++;
      const delay = backoff(restarts);
      options.log(`${name} exited (${how}); restarting in ${Math.round(delay / 100) / 10} s`);
      timer = setTimeout(() => {
        timer = undefined;
        if (!stopping) launch();
      }, delay);
    });
  };
  launch();

  return {
    name,
    current: () => child,
    async stop(graceMs = 30_000) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const kill = setTimeout(() => running.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(kill);
    },
  };
}
