import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBackoffMs, supervise, type Supervised } from './supervisor.ts';

// Real child processes: a long-running one (like a service) and one that dies at once.
const longRunning = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const crashing = () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let supervised: Supervised | undefined;
afterEach(async () => {
  await supervised?.stop(2000);
  supervised = undefined;
});

describe('the launcher supervisor', () => {
  it('restarts a service that was SIGKILLed, and logs it', async () => {
    const lines: string[] = [];
    supervised = supervise('worker', longRunning, { log: (l) => lines.push(l), onGiveUp: () => {}, backoffMs: () => 50 });
    await until(() => supervised?.current()?.pid !== undefined);
    const first = supervised.current()!;
    first.kill('SIGKILL');
    await until(() => {
      const now = supervised?.current();
      return now !== null && now !== undefined && now.pid !== first.pid && now.exitCode === null;
    });
    expect(lines).toEqual(['worker exited (SIGKILL); restarting in 0.1 s']);
  });

  it('gives up after five failed starts in a row, and restarts nothing after that', async () => {
    let starts = 0;
    let gaveUp = 0;
    const lines: string[] = [];
    supervised = supervise('billing', () => (starts++, crashing()), { log: (l) => lines.push(l), onGiveUp: () => gaveUp++, backoffMs: () => 10 });
    await until(() => gaveUp === 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(starts).toBe(5);
    expect(gaveUp).toBe(1);
    expect(lines.at(-1)).toBe('billing exited (code 3) and failed to start 5 times in a row; giving up');
  });

  it('stop() ends the service for good', async () => {
    let starts = 0;
    supervised = supervise('mailer', () => (starts++, longRunning()), { log: () => {}, onGiveUp: () => {}, backoffMs: () => 10 });
    await until(() => supervised?.current()?.pid !== undefined);
    const child = supervised.current()!;
    await supervised.stop(2000);
    expect(child.signalCode ?? child.exitCode).not.toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(starts).toBe(1);
    expect(supervised.current()).toBeNull();
  });

  it('waits 1 s, 2 s, 4 s… between restarts, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(defaultBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
