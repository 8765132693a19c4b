import { createNativeOcr, nativeTesseractAvailable } from './native.ts';
import { createOcrPool, type OcrEngine } from './pool.ts';

export type OcrEngineChoice = 'auto' | 'native' | 'tesseractjs';

/**
 * The OCR engine of a process (OCR_ENGINE): `auto` takes the native tesseract binary when it is on
 * PATH with English data, else tesseract.js (embedded, so a bare machine still reads scans);
 * `native` insists on the binary; `tesseractjs` never uses it.
 */
export function createOcrEngine(options: { size: number; engine?: OcrEngineChoice }): { ocr: OcrEngine; name: 'native' | 'tesseractjs' } {
  const choice = options.engine ?? 'auto';
  if (choice !== 'tesseractjs') {
    if (nativeTesseractAvailable()) return { ocr: createNativeOcr({ size: options.size }), name: 'native' };
    if (choice === 'native') {
      throw new Error('OCR_ENGINE=native but no `tesseract` with English data is on PATH (apt-get install tesseract-ocr tesseract-ocr-eng)');
    }
  }
  return { ocr: createOcrPool({ size: options.size }), name: 'tesseractjs' };
}
