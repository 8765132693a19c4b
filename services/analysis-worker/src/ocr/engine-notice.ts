import { nativeTesseractAvailable } from './native.ts';
import type { OcrEngineChoice } from './engine.ts';

export const INSTALL_NATIVE_OCR = 'apt-get install tesseract-ocr tesseract-ocr-eng';

/**
 * One line for `npm start`: the OCR engine the worker will read scans with under OCR_ENGINE=`choice`,
 * and, when that is the embedded tesseract.js, how to get the native binary (several times faster).
 * OCR_ENGINE=native without the binary stops the worker itself with its own message.
 */
export function ocrEngineNotice(choice: OcrEngineChoice, available: () => boolean = nativeTesseractAvailable): string {
  if (choice === 'tesseractjs') return 'OCR: embedded tesseract.js (OCR_ENGINE=tesseractjs); unset it to use native tesseract when it is installed';
  if (available()) return 'OCR: native tesseract (found on PATH)';
  if (choice === 'native') return `OCR: OCR_ENGINE=native, but no \`tesseract\` with English data is on PATH: the worker will not start (${INSTALL_NATIVE_OCR})`;
  return `OCR: embedded tesseract.js (no \`tesseract\` on PATH); for scans read several times faster: ${INSTALL_NATIVE_OCR}, then npm start again`;
}
