import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../extract/limits.ts';
import { resolveOcrEngine } from '../ocr/engine.ts';
import { createNativeOcr } from '../ocr/native.ts';
import { DocumentError, MESSAGES } from '../pipeline/errors.ts';
import { launchSandboxChild } from './launch.ts';
import { serveOcr } from './ocr-bridge.ts';
import type { ChildRequest, SandboxMessage, SandboxRequest, SandboxResult } from './protocol.ts';

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
 * renewing whatever the document does. The child is started by launch.ts (no secrets, no network,
 * reads only its code); when it reads pages with native tesseract, the worker runs tesseract for it.
 */
export function runInSandbox<R extends SandboxRequest>(
  request: R,
  options: {
    limits?: SandboxLimits;
    onProgress?: SandboxProgress;
    /** Tests only: a probe speaking the child's protocol instead of child.ts, launched the same way. */
    childScript?: string;
  } = {},
): Promise<SandboxResult<R>> {
  const limits = options.limits ?? DEFAULT_SANDBOX;
  return new Promise((resolve, reject) => {
    // The engine is chosen here (a missing binary rejects, as the worker's own fault, not the document's).
    const childRequest: ChildRequest = request.task === 'read' ? { ...request, ocrEngine: resolveOcrEngine(request.ocrEngine) } : request;
    const reading = childRequest.task === 'read';
    const nativeOcr = reading && childRequest.ocrEngine === 'native' ? createNativeOcr({ size: childRequest.ocrConcurrency }) : null;
    const child = launchSandboxChild(options.childScript ?? childPath, {
      heapMb: Math.max(64, Math.floor(limits.memoryMb * 0.75)),
      // pdf.js draws pages to OCR with @napi-rs/canvas; tesseract.js runs in a worker thread.
      addons: reading,
      workers: childRequest.task === 'read' && childRequest.ocrEngine === 'tesseractjs',
    });
    const ocrPage = nativeOcr ? serveOcr(child, nativeOcr) : undefined;
    let settled = false;
    let killedFor: string | undefined;
    let progress = Promise.resolve();
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      void nativeOcr?.terminate();
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
      } else if (message.type === 'ocr') {
        ocrPage?.(message);
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
    child.send(childRequest);
  });
}
