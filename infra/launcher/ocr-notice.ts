import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@doco/config';

/**
 * The worker's own line on its OCR engine (native tesseract or the embedded tesseract.js, and how to
 * get the faster one), asked once at start from the worker's script with the services' environment.
 */
export function ocrEngineLine(env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, [join(repoRoot, 'services/analysis-worker/src/ocr-engine.ts')], { env, encoding: 'utf8', timeout: 30_000 });
  const line = run.stdout?.trim();
  if (run.status === 0 && line) return line;
  const why = (run.stderr || run.error?.message || 'no answer').trim().split('\n').map((l) => l.trim()).join(' ');
  return `OCR: could not tell which engine the worker will use: ${why}`;
}
