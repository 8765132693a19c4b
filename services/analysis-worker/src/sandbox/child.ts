// The sandbox child: reads one document (pdf.js, mammoth, OCR) or runs the engine, in its own
// process with its own memory ceiling, then exits. Whatever a hostile file does here, the worker
// that forked it only sees this process die.
import { analyseWithEngine } from '../engine/default-engine.ts';
import { createOcrEngine } from '../ocr/engine.ts';
import { DocumentError } from '../pipeline/errors.ts';
import { readDocument } from '../read/read-document.ts';
import type { SandboxMessage, SandboxRequest } from './protocol.ts';

const send = (message: SandboxMessage) => new Promise<void>((resolve) => process.send!(message, undefined, undefined, () => resolve()));

async function handle(request: SandboxRequest): Promise<unknown> {
  if (request.task === 'analyse') return analyseWithEngine(request.input, { llmBasis: request.llmBasis === true });
  const { ocr } = createOcrEngine({ size: request.ocrConcurrency, engine: request.ocrEngine });
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

// The worker that forked this child is gone (killed, or shutting down): nobody wants the result.
process.on('disconnect', () => process.exit(1));

process.once('message', async (request: SandboxRequest) => {
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
});
