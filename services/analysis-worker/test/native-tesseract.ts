// Tests of the native tesseract engine run wherever the binary is (.ci/run and the Dockerfile install
// it); on a machine with Node alone they are reported as skipped, with the reason and the install
// command, and the embedded tesseract.js engine's tests still run.
import { nativeTesseractAvailable } from '../src/ocr/native.ts';

export const INSTALL_TESSERACT = 'apt-get install tesseract-ocr tesseract-ocr-eng';

/** Whether `tesseract` with English data is on PATH (looked for once per test file). */
export const hasNativeTesseract = nativeTesseractAvailable();

/**
 * The name of a native-tesseract suite or test: when the binary is missing it says why it is skipped
 * and how to install it, and the note is printed once so it shows in the run's output too.
 */
export function nativeTesseractTitle(title: string): string {
  if (hasNativeTesseract) return title;
  const reason = `skipped: no \`tesseract\` with English data on PATH (${INSTALL_TESSERACT})`;
  console.warn(`[native tesseract] "${title}" ${reason}`);
  return `${title} (${reason})`;
}
