import type { ChildProcess } from 'node:child_process';
import { isImage, NotAnImageError } from '../ocr/image-check.ts';
import type { OcrEngine, OcrText } from '../ocr/pool.ts';
import type { OcrReply, SandboxMessage } from './protocol.ts';

// Native OCR for a sandbox child, which may not spawn processes: the child hands each page image to
// the worker over IPC and the worker runs tesseract (ocr/native.ts: the child's bare environment and
// network isolation) and hands the text back. Only image bytes cross, and only text (and its confidence) comes back.

/** In the child: an OcrEngine whose pages are read by the parent. */
export function ocrThroughParent(send: (message: SandboxMessage) => Promise<void>): OcrEngine & { onReply(reply: OcrReply): void } {
  const pending = new Map<number, { resolve: (read: OcrText) => void; reject: (error: Error) => void }>();
  let next = 0;
  return {
    async recognize(image) {
      if (!isImage(image)) throw new NotAnImageError();
      const id = next++;
      const reply = new Promise<OcrText>((resolve, reject) => pending.set(id, { resolve, reject }));
      await send({ type: 'ocr', id, image: new Uint8Array(image) });
      return reply;
    },
    onReply(reply) {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error === undefined) waiter?.resolve({ text: reply.text ?? '', confidence: reply.confidence ?? 0 });
      else waiter?.reject(new Error(reply.error));
    },
    async terminate() {
      for (const waiter of pending.values()) waiter.reject(new Error('OCR ended'));
      pending.clear();
    },
  };
}

/** In the worker: reads the pages `child` asks for with `ocr`, replying to each by its id. */
export function serveOcr(child: ChildProcess, ocr: OcrEngine): (message: Extract<SandboxMessage, { type: 'ocr' }>) => void {
  const reply = (message: OcrReply) => {
    if (child.connected) child.send(message, (error) => void error);
  };
  return ({ id, image }) => {
    ocr.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength)).then(
      ({ text, confidence }) => reply({ type: 'ocr-result', id, text, confidence }),
      (error: Error) => reply({ type: 'ocr-result', id, error: error.message }),
    );
  };
}
