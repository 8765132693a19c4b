import { createOcrPool, type OcrEngine } from './pool.ts';

let shared: OcrEngine | undefined;

/** The process-wide OCR pool for callers that are not handed one (created on first use). */
export function sharedOcrPool(size = 2): OcrEngine {
  shared ??= createOcrPool({ size });
  return shared;
}
