import type { ScannedPage } from '@doco/contracts';
import type { ExtractedPage } from './types.ts';

/** The pages OCR read from a scan, each with the engine's confidence for it, so a quote from one can say so. */
export function scannedPagesOf(pages: readonly ExtractedPage[]): ScannedPage[] {
  return pages.filter((p) => p.source === 'ocr').map((p) => ({ page: p.number, confidence: Math.max(0, Math.min(100, Math.round(p.ocrConfidence ?? 0))) }));
}
