// Analyses the sample pack (section-32.txt, written for this page) with the engine, at build time, so
// the public sample report is always what the engine now says about it. Run directly, it prints the
// JSON (`node build/sample-report/generate.ts`).
import { readFileSync } from 'node:fs';
import { analyseDocument, splitTextIntoPages } from '@doco/analysis';
import { presentSample, type SampleReport } from './present.ts';

export const SAMPLE_FILE_NAME = 'quenda-rise-section-32.txt';
const SOURCE = new URL('./section-32.txt', import.meta.url);

export function generateSampleReport(): SampleReport {
  const pages = splitTextIntoPages(readFileSync(SOURCE, 'utf8'));
  const result = analyseDocument({ pages, fileName: SAMPLE_FILE_NAME });
  return presentSample(result, pages, SAMPLE_FILE_NAME);
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${JSON.stringify(generateSampleReport())}\n`);
