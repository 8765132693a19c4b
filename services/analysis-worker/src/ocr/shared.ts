import { createOcrEngine } from './engine.ts';
import type { OcrEngine } from './pool.ts';

let shared: OcrEngine | undefined;

/** The process-wide OCR engine for callers that are not handed one (created on first use). */
export function sharedOcrPool(size = 2): OcrEngine {
  shared ??= createOcrEngine({ size }).ocr;
  return shared;
}
