import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { LIMITS } from '../extract/limits.ts';
import { resolveOcrEngine } from '../ocr/engine.ts';
import { createNativeOcr } from '../ocr/native.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { childScript } from './code-cache.ts';
import { type LaunchOptions, launchSandboxChild } from './launch.ts';
import { serveOcr } from './ocr-bridge.ts';
import type { SandboxPool } from './pool.ts';
import type { ChildRequest, SandboxMessage, SandboxRequest, SandboxResult } from './protocol.ts';

export interface SandboxLimits {
  /** Resident memory the child may reach (V8 heap, pdf.js images, canvases together), MB. */
  memoryMb: number;
  /** Wall-clock time for each task (the read, the engine), ms. */
  timeoutMs: number;
}

export const DEFAULT_SANDBOX: SandboxLimits = { memoryMb: LIMITS.sandboxMemoryMb, timeoutMs: LIMITS.sandboxTimeoutMs };

export type SandboxProgress = (stage: 'extracting' | 'ocr', done: number, total: number, detail?: string) => Promise<void> | void;

export interface SandboxOptions {
  limits?: SandboxLimits | undefined;
  /** The OCR engine this child's read will use: tesseract.js needs worker threads, native does not. */
  ocrEngine?: 'native' | 'tesseractjs';
  /** Children started ahead of need (pool.ts); without one, or for other limits, a child starts now. */
  pool?: SandboxPool | null | undefined;
  /** Tests only: a probe speaking the child's protocol instead of the child, launched the same way. */
  childScript?: string;
}

/** One sandbox child, for one document: a read, then the engine on that read's pages (or one of them). */
export interface SandboxChild {
  readonly pid: number | undefined;
  run<R extends SandboxRequest>(request: R, onProgress?: SandboxProgress): Promise<SandboxResult<R>>;
  /** Ends the child if it is still there (after its last task it leaves by itself). */
  close(): void;
}

/** How a child is started for these limits and OCR engine: the pool's children match the worker's defaults. */
export function launchOptionsFor(limits: SandboxLimits, ocrEngine: 'native' | 'tesseractjs'): LaunchOptions {
  return {
    heapMb: Math.max(64, Math.floor(limits.memoryMb * 0.75)),
    // pdf.js draws pages to OCR with @napi-rs/canvas; tesseract.js runs in a worker thread.
    addons: true,
    workers: ocrEngine === 'tesseractjs',
  };
}

async function residentMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A child with a memory ceiling (V8's heap limit, plus a watchdog on the child's resident memory
 * for what lives outside the heap: decoded images, canvases) and a wall-clock limit per task. The
 * child is killed when it passes either; the caller gets a DocumentError it can show the user. The
 * worker's own event loop stays free the whole time, so its job locks keep renewing whatever the
 * document does. The child is started by launch.ts (no secrets, no network, reads only its code),
 * or taken unused from the pool; when it reads pages with native tesseract, the worker runs
 * tesseract for it.
 */
export async function openSandbox(options: SandboxOptions = {}): Promise<SandboxChild> {
  const limits = options.limits ?? DEFAULT_SANDBOX;
  const launch = launchOptionsFor(limits, options.ocrEngine ?? 'native');
  const child = (!options.childScript && options.pool?.take(launch)) || launchSandboxChild(options.childScript ?? (await childScript(launch)), launch);
  return watch(child, limits, launch);
}

function watch(child: ChildProcess, limits: SandboxLimits, launch: LaunchOptions): SandboxChild {
  let killedFor: string | undefined;
  let exited = false;
  let current: { onMessage(message: SandboxMessage): void; onExit(error: Error): void } | undefined;

  const kill = (why: string) => {
    killedFor ??= why;
    child.kill('SIGKILL');
  };
  const watchdog = setInterval(async () => {
    if (child.pid && (await residentMb(child.pid)) > limits.memoryMb) kill(MESSAGES.tooComplex);
  }, 200);
  // Killed for its limits, or dead of its own accord (V8 out of memory aborts): the document is what
  // made it die, so no retry can help.
  const deathOf = (why: string) => new DocumentError(killedFor ?? MESSAGES.tooComplex, { cause: new Error(`sandbox child exited (${why})`) });
  let death: DocumentError | undefined;

  child.on('message', (message: SandboxMessage) => current?.onMessage(message));
  child.on('error', (error) => current?.onExit(error));
  child.on('close', (code, signal) => {
    exited = true;
    clearInterval(watchdog);
    death = deathOf(String(signal ?? code));
    current?.onExit(death);
  });
  const close = () => {
    clearInterval(watchdog);
    if (!exited && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  return {
    get pid() {
      return child.pid;
    },
    close,
    run<R extends SandboxRequest>(request: R, onProgress?: SandboxProgress): Promise<SandboxResult<R>> {
      return new Promise((resolve, reject) => {
        if (current) return reject(new Error('sandbox child is busy'));
        if (exited || !child.connected) return reject(death ?? deathOf('gone'));
        const childRequest: ChildRequest = request.task === 'read' ? { ...request, ocrEngine: resolveOcrEngine(request.ocrEngine) } : request;
        if (childRequest.task === 'read' && childRequest.ocrEngine === 'tesseractjs' && !launch.workers) {
          return reject(new Error('sandbox child was started without worker threads, which tesseract.js needs'));
        }
        const nativeOcr = childRequest.task === 'read' && childRequest.ocrEngine === 'native' ? createNativeOcr({ size: childRequest.ocrConcurrency }) : null;
        const ocrPage = nativeOcr ? serveOcr(child, nativeOcr) : undefined;
        const timer = setTimeout(() => kill(MESSAGES.tookTooLong), limits.timeoutMs);
        let progress = Promise.resolve();
        let settled = false;
        const finish = (fn: () => void, last: boolean) => {
          if (settled) return;
          settled = true;
          current = undefined;
          clearTimeout(timer);
          void nativeOcr?.terminate();
          if (last) close();
          // Progress already sent is recorded before the outcome, so the bar never moves after the end.
          void progress.then(fn, fn);
        };
        current = {
          onMessage(message) {
            if (message.type === 'progress') {
              const { stage, done, total, detail } = message;
              progress = progress.then(() => onProgress?.(stage, done, total, detail)).catch(() => {});
            } else if (message.type === 'ocr') {
              ocrPage?.(message);
            } else if (message.type === 'result') {
              // After the engine, or a read whose pages nobody will analyse, the child is done.
              finish(() => resolve(message.value as SandboxResult<R>), childRequest.task === 'analyse');
            } else {
              const error = message.documentError
                ? new DocumentError(message.message, { permanent: message.permanent })
                : new Error(`sandbox task failed: ${message.message}`);
              finish(() => reject(error), true);
            }
          },
          onExit(error) {
            finish(() => reject(error), true);
          },
        };
        child.send(childRequest);
      });
    },
  };
}

/** One task in a child of its own (a read whose pages are not analysed there, or the engine alone). */
export async function runInSandbox<R extends SandboxRequest>(
  request: R,
  options: Omit<SandboxOptions, 'ocrEngine'> & { onProgress?: SandboxProgress } = {},
): Promise<SandboxResult<R>> {
  // The engine is chosen here (a missing binary rejects, as the worker's own fault, not the document's).
  const ocrEngine = request.task === 'read' ? resolveOcrEngine(request.ocrEngine) : 'native';
  const child = await openSandbox({ ...options, ocrEngine });
  try {
    return await child.run(request, options.onProgress);
  } finally {
    child.close();
  }
}
