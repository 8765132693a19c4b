import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import { blocksToText, meanConfidence } from './clean.ts';
import { createSlots } from './slots.ts';
import { isImage, NotAnImageError } from './image-check.ts';

const require = createRequire(import.meta.url);
// English LSTM data shipped by an npm package: nothing is downloaded at run time.
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
// tesseract.js is loaded when the first worker starts: a sandbox child that reads no scan with it
// never loads it (nor the Node modules it pulls in).
let tesseract: typeof Tesseract | undefined;

/** One page as OCR read it: its text, and the engine's mean word confidence (0-100). */
export interface OcrText {
  text: string;
  confidence: number;
}

export interface OcrEngine {
  /** Reads the text of one page image (PNG/JPEG bytes). */
  recognize(image: Buffer): Promise<OcrText>;
  /** Ends every worker; a later recognize() starts new ones. */
  terminate(): Promise<void>;
}

export interface OcrPoolOptions {
  /** Most pages read at once (OCR_CONCURRENCY); each slot owns at most one tesseract worker. */
  size: number;
}

/**
 * A bounded pool of tesseract.js workers shared by the whole process. Workers start lazily on the
 * first page that needs one (a process that never OCRs never loads the model) and are reused;
 * callers beyond `size` wait for a free slot. A worker whose job fails is terminated and replaced
 * on demand, so one bad page cannot poison later ones.
 */
export function createOcrPool({ size }: OcrPoolOptions): OcrEngine {
  const withSlot = createSlots(size);
  const idle: Tesseract.Worker[] = [];
  const live = new Set<Promise<Tesseract.Worker>>();

  function startWorker() {
    tesseract ??= require('tesseract.js') as typeof Tesseract;
    const started = tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
    live.add(started);
    started.catch(() => live.delete(started));
    return started;
  }

  return {
    recognize: (image) =>
      withSlot(async () => {
        // tesseract.js reports unreadable input as an unhandled error from its worker: refuse it here.
        if (!isImage(image)) throw new NotAnImageError();
        const worker = idle.pop() ?? (await startWorker());
        try {
          const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
          idle.push(worker);
          if (data.blocks) return { text: blocksToText(data.blocks), confidence: meanConfidence(data.blocks) };
          return { text: data.text, confidence: Math.max(0, Math.min(100, Math.round(data.confidence))) };
        } catch (error) {
          for (const p of live) if ((await p.catch(() => null)) === worker) live.delete(p);
          await worker.terminate().catch(() => {});
          throw error;
        }
      }),
    async terminate() {
      const started = [...live];
      live.clear();
      idle.length = 0;
      const settled = await Promise.allSettled(started);
      await Promise.all(settled.map((s) => (s.status === 'fulfilled' ? s.value.terminate().catch(() => {}) : undefined)));
    },
  };
}
