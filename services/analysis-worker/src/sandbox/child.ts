// The sandbox child: reads one document (pdf.js, mammoth, OCR) or runs the engine, in its own
// process with its own memory ceiling, then exits. Whatever a hostile file does here, the worker
// that forked it only sees this process die. It is started by launch.ts: no secrets in its
// environment, no network, and it reads only its code and package data (its input comes over IPC).
import { DocumentError } from '../pipeline/errors.ts';
import { ocrThroughParent } from './ocr-bridge.ts';
import type { ChildRequest, OcrReply, SandboxMessage } from './protocol.ts';

const send = (message: SandboxMessage) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

const native = ocrThroughParent(send);

// Each task loads only its own code: the engine's child never loads pdf.js, whose canvas is a native
// addon that only the reading child is allowed.
async function handle(request: ChildRequest): Promise<unknown> {
  if (request.task === 'analyse') return (await import('../engine/default-engine.ts')).analyseWithEngine(request.input, { llmBasis: request.llmBasis === true });
  const [{ readDocument }, { createOcrPool }] = await Promise.all([import('../read/read-document.ts'), import('../ocr/pool.ts')]);
  const ocr = request.ocrEngine === 'native' ? native : createOcrPool({ size: request.ocrConcurrency });
  try {
    return await readDocument(request.bytes, {
      ocr,
      ocrConcurrency: request.ocrConcurrency,
      onProgress: (stage, done, total, detail) => send({ type: 'progress', stage, done, total, ...(detail ? { detail } : {}) }),
    });
  } finally {
    await ocr.terminate();
  }
}

async function run(request: ChildRequest) {
  try {
    await send({ type: 'result', value: await handle(request) });
  } catch (error) {
    const documentError = error instanceof DocumentError;
    await send({
      type: 'error',
      message: documentError ? error.message : String((error as Error)?.stack ?? error),
      documentError,
      permanent: documentError ? error.permanent : false,
    });
  }
  process.removeAllListeners('disconnect');
  process.disconnect();
}

// The worker that forked this child is gone (killed, or shutting down): nobody wants the result.
process.on('disconnect', () => process.exit(1));

// The first message is the task; later ones answer its pages sent for native OCR.
let started = false;
process.on('message', (message: ChildRequest | OcrReply) => {
  if ('type' in message) native.onReply(message);
  else if (!started) {
    started = true;
    void run(message);
  }
});
