// Prints, in one line, the OCR engine a worker on this machine reads scans with (OCR_ENGINE and what
// is on PATH) and how to get the faster one. `npm start` runs it once, at start (infra/launcher).
import { loadCliConfig } from '@doco/config';
import { ocrEngineNotice } from './ocr/engine-notice.ts';

try {
  console.log(ocrEngineNotice(loadCliConfig().OCR_ENGINE));
} catch (error) {
  // A bad OCR_ENGINE: its message, without a stack (the worker itself stops on it with the same).
  console.error((error as Error).message);
  process.exit(1);
}
