// The sandbox child: reads one document (pdf.js, mammoth, OCR) and runs the engine on what it read,
// in its own process with its own memory ceiling, then exits. Whatever a hostile file does here, the
// worker that forked it only sees this process die. It is started by launch.ts (no secrets in its
// environment, no network, it reads only its code and package data; its input comes over IPC),
// usually ahead of need (pool.ts): pdf.js and the engine are loaded before any document arrives, so
// a started child waits with them ready (mammoth and tesseract.js load when a document needs them). It serves one document only: a read, then
// the engine on that read's pages, and it exits; it never takes a second document.
import { startupSnapshot } from 'node:v8';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { analyseWithEngine } from '../engine/default-engine.ts';
import { DocumentError } from '../pipeline/errors.ts';
import { readDocument } from '../read/read-document.ts';
import { readPack } from '../read/read-pack.ts';
import { ocrThroughParent } from './ocr-bridge.ts';
import type { ChildRequest, OcrReply, SandboxMessage } from './protocol.ts';

// pdf.js runs its parser in this thread ("fake worker"); handing it the module here spares it a
// dynamic import of pdf.worker.mjs when the first document opens.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;

const send = (message: SandboxMessage) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

const native = ocrThroughParent(send);

async function handle(request: ChildRequest): Promise<unknown> {
  if (request.task === 'analyse') return analyseWithEngine(request.input, { llmBasis: request.llmBasis === true, ...(request.pack ? { pack: request.pack } : {}) });
  // tesseract.js is loaded only when it reads this document's pages (OCR_ENGINE without the binary).
  const ocr = request.ocrEngine === 'native' ? native : (await import('../ocr/pool.ts')).createOcrPool({ size: request.ocrConcurrency });
  try {
    const options = {
      ocr,
      ocrConcurrency: request.ocrConcurrency,
      onProgress: (stage: 'extracting' | 'ocr', done: number, total: number, detail?: string) => send({ type: 'progress', stage, done, total, ...(detail ? { detail } : {}) }),
    };
    // A pack (issue 28): its files one after another, in this same child, under the same limits.
    return await (request.files && request.files.length > 0 ? readPack(request.files, options) : readDocument(request.bytes, options));
  } finally {
    await ocr.terminate();
  }
}

/** Runs one task and answers it; true when the child may take the engine run on what it just read. */
async function run(request: ChildRequest): Promise<boolean> {
  try {
    await send({ type: 'result', value: await handle(request) });
    return request.task === 'read';
  } catch (error) {
    const documentError = error instanceof DocumentError;
    await send({
      type: 'error',
      message: documentError ? error.message : String((error as Error)?.stack ?? error),
      documentError,
      permanent: documentError ? error.permanent : false,
    });
    return false;
  }
}

function leave() {
  process.removeAllListeners('disconnect');
  process.disconnect();
}

/**
 * Serves the one document this child is for, over IPC. The first message is the task: a read (then,
 * on the same child, the engine on its pages) or the engine alone. Later messages answer its pages
 * sent for native OCR. A second read is refused by construction: after a read only an analyse is
 * taken, and after an analyse the child leaves.
 */
export function serve() {
  // The worker that forked this child is gone (killed, or shutting down): nobody wants the result.
  process.on('disconnect', () => process.exit(1));
  let state: 'waiting' | 'busy' | 'read' | 'done' = 'waiting';
  process.on('message', (message: ChildRequest | OcrReply) => {
    if ('type' in message) return native.onReply(message);
    const acceptable = state === 'waiting' || (state === 'read' && message.task === 'analyse');
    if (!acceptable) {
      state = 'done';
      return leave();
    }
    state = 'busy';
    void run(message).then((more) => {
      state = more ? 'read' : 'done';
      if (!more) leave();
    });
  });
}

/**
 * snapshot.ts only, while it builds the child's startup snapshot (never in a child that serves a
 * document): reads `sample`, a PDF the worker made, and runs the engine on its pages, here in this
 * process, so the code those paths run is compiled and their lazy state made before the heap is saved.
 */
export async function warm(sample: Uint8Array): Promise<void> {
  const read = await readDocument(sample, { ocr: native, ocrConcurrency: 1 });
  await analyseWithEngine({ pages: read.pages.map(({ number, text }) => ({ number, text })), fileName: 'sample.pdf' }, { llmBasis: false });
}

// Started from the snapshot, the snapshot's main function calls serve(); started from the bundle, now.
if (!startupSnapshot.isBuildingSnapshot()) serve();
