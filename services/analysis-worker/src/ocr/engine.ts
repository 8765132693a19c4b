import { createNativeOcr, nativeTesseractAvailable } from './native.ts';
import { createOcrPool, type OcrEngine } from './pool.ts';

export type OcrEngineChoice = 'auto' | 'native' | 'tesseractjs';

let nativeFound: boolean | undefined;

/** The engine `choice` means on this machine (the binary is looked for once per process). */
export function resolveOcrEngine(choice: OcrEngineChoice = 'auto'): 'native' | 'tesseractjs' {
  if (choice === 'tesseractjs') return 'tesseractjs';
  nativeFound ??= nativeTesseractAvailable();
  if (nativeFound) return 'native';
  if (choice === 'native') {
    throw new Error('OCR_ENGINE=native but no `tesseract` with English data is on PATH (apt-get install tesseract-ocr tesseract-ocr-eng)');
  }
  return 'tesseractjs';
}

/**
 * The OCR engine of a process (OCR_ENGINE): `auto` takes the native tesseract binary when it is on
 * PATH with English data, else tesseract.js (embedded, so a bare machine still reads scans);
 * `native` insists on the binary; `tesseractjs` never uses it.
 */
export function createOcrEngine(options: { size: number; engine?: OcrEngineChoice }): { ocr: OcrEngine; name: 'native' | 'tesseractjs' } {
  const name = resolveOcrEngine(options.engine);
  return { ocr: name === 'native' ? createNativeOcr({ size: options.size }) : createOcrPool({ size: options.size }), name };
}
