import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../extract/limits.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import type { SandboxMessage, SandboxRequest, SandboxResult } from './protocol.ts';

const childPath = fileURLToPath(new URL('./child.ts', import.meta.url));

export interface SandboxLimits {
  /** Resident memory the child may reach (V8 heap, pdf.js images, canvases together), MB. */
  memoryMb: number;
  /** Wall-clock time for the whole task, ms. */
  timeoutMs: number;
}

export const DEFAULT_SANDBOX: SandboxLimits = { memoryMb: LIMITS.sandboxMemoryMb, timeoutMs: LIMITS.sandboxTimeoutMs };

export type SandboxProgress = (stage: 'extracting' | 'ocr', done: number, total: number, detail?: string) => Promise<void> | void;

async function residentMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs one task in a child process with a memory ceiling (V8's heap limit, plus a watchdog on the
 * child's resident memory for what lives outside the heap: decoded images, canvases) and a
 * wall-clock limit. The child is killed when it passes either; the caller gets a DocumentError it
 * can show the user. The worker's own event loop stays free the whole time, so its job locks keep
 * renewing whatever the document does.
 */
export function runInSandbox<R extends SandboxRequest>(
  request: R,
  options: { limits?: SandboxLimits; onProgress?: SandboxProgress } = {},
): Promise<SandboxResult<R>> {
  const limits = options.limits ?? DEFAULT_SANDBOX;
  return new Promise((resolve, reject) => {
    const child = fork(childPath, [], {
      execArgv: [`--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb * 0.75))}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    let killedFor: string | undefined;
    let progress = Promise.resolve();
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      // Progress already sent is recorded before the outcome, so the bar never moves after the end.
      void progress.then(fn, fn);
    };
    const kill = (why: string) => {
      killedFor ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(MESSAGES.tookTooLong), limits.timeoutMs);
    const watchdog = setInterval(async () => {
      if (child.pid && (await residentMb(child.pid)) > limits.memoryMb) kill(MESSAGES.tooComplex);
    }, 200);

    child.on('message', (message: SandboxMessage) => {
      if (message.type === 'progress') {
        const { stage, done, total, detail } = message;
        progress = progress.then(() => options.onProgress?.(stage, done, total, detail)).catch(() => {});
      } else if (message.type === 'result') {
        finish(() => resolve(message.value as SandboxResult<R>));
      } else {
        const error = message.documentError
          ? new DocumentError(message.message, { permanent: message.permanent })
          : new Error(`sandbox task failed: ${message.message}`);
        finish(() => reject(error));
      }
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code, signal) => {
      // Killed for its limits, or dead of its own accord (V8 out of memory aborts): the document
      // is what made it die, so no retry can help.
      const message = killedFor ?? MESSAGES.tooComplex;
      finish(() => reject(new DocumentError(message, { cause: new Error(`sandbox child exited (${signal ?? code})`) })));
    });
    child.send(request);
  });
}
