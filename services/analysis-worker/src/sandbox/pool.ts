import type { ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { childScript } from './code-cache.ts';
import { type LaunchOptions, launchSandboxChild } from './launch.ts';

// Sandbox children started ahead of need: each waits, with pdf.js and the engine loaded and no
// document, until an analysis takes it. A taken child is never given back: it serves that one
// document and exits (child.ts), and the pool starts another in its place at once. A started child
// costs its memory (tens of MB) and nothing else while it waits.

export interface SandboxPool {
  /** A started, unused child launched with `options`, or null (none ready, or other options). */
  take(options: LaunchOptions): ChildProcess | null;
  /** The pids of the children waiting now. */
  ready(): number[];
  /** Ends the waiting children and starts no more. */
  close(): void;
}

export interface SandboxPoolOptions {
  /** Children kept started (SANDBOX_WARM_CHILDREN, by default one per analysis slot). */
  size: number;
  /** How every child of the pool is launched (run.ts launchOptionsFor, the worker's defaults). */
  launch: LaunchOptions;
  /** Told when a start fails (the pool retries with backoff). */
  onError?: (error: Error) => void;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null && child.connected;

export async function createSandboxPool(options: SandboxPoolOptions): Promise<SandboxPool> {
  const script = await childScript(options.launch, { onSnapshotError: (why) => options.onError?.(new Error(`sandbox snapshot not made (children start from the bundle): ${why}`)) });
  /** Each waiting child, with its listener for an early death. */
  const waiting = new Map<ChildProcess, () => void>();
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function fill() {
    while (!closed && !retry && waiting.size < options.size) start();
  }

  function start() {
    const child = launchSandboxChild(script, options.launch);
    const gone = () => {
      if (!waiting.delete(child) || closed) return;
      // A child that dies unused is a start-up fault (not a document's): retry, slower each time.
      failures++;
      options.onError?.(new Error(`sandbox child ${child.pid ?? ''} exited before use`));
      const delay = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
      retry ??= setTimeout(() => {
        retry = undefined;
        fill();
      }, delay);
    };
    waiting.set(child, gone);
    child.once('error', gone);
    child.once('exit', gone);
  }

  fill();
  return {
    take(launch) {
      if (closed || !isDeepStrictEqual(launch, options.launch)) return null;
      for (const [child, gone] of waiting) {
        waiting.delete(child);
        child.off('error', gone);
        child.off('exit', gone);
        if (!alive(child)) continue;
        failures = 0;
        fill();
        return child;
      }
      fill();
      return null;
    },
    ready: () => [...waiting.keys()].filter(alive).map((child) => child.pid!),
    close() {
      closed = true;
      clearTimeout(retry);
      for (const child of waiting.keys()) child.kill('SIGKILL');
      waiting.clear();
    },
  };
}
