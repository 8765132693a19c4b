// bench/ocr: OCR seconds per page for native tesseract and tesseract.js on the benchmark's scans
// (rendering/extraction included, as the worker reads them), and peak RSS of the CLI and of the
// worker's sandbox child on a 50-page scanned PDF. Writes bench/results/ocr.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '@doco/analysis-worker/src/read/read-document.ts';
import { createNativeOcr, nativeTesseractAvailable } from '@doco/analysis-worker/src/ocr/native.ts';
import { createOcrPool } from '@doco/analysis-worker/src/ocr/pool.ts';
import { runInSandbox } from '@doco/analysis-worker/src/sandbox/run.ts';
import { scannedPdf } from './documents.ts';
import { isMain, machine, round, table, writeResult } from './report.ts';
import { watchTree } from './rss.ts';

const CLI = fileURLToPath(new URL('../../services/analysis-worker/src/cli.ts', import.meta.url));
const cores = os.availableParallelism();

async function ocrSecondsPerPage(bytes: Buffer, engine: 'native' | 'tesseract.js') {
  if (engine === 'native' && !nativeTesseractAvailable()) return null;
  const ocr = engine === 'native' ? createNativeOcr({ size: cores }) : createOcrPool({ size: cores });
  try {
    const started = performance.now();
    const read = await readDocument(bytes, { ocr, ocrConcurrency: cores });
    return { pages: read.ocrPages, secondsPerPage: round((performance.now() - started) / 1000 / read.ocrPages, 2) };
  } finally {
    await ocr.terminate();
  }
}

async function cliPeak(file: string) {
  const child = spawn(process.execPath, [CLI, 'analyze', file, '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const watch = watchTree(child.pid!);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const peaks = watch.stop();
  return { exitCode: code, seconds: round((performance.now() - started) / 1000, 1), cliPeakMb: round(peaks.rootPeakMb, 0), treePeakMb: round(peaks.treePeakMb, 0) };
}

async function sandboxPeak(bytes: Buffer) {
  const watch = watchTree(process.pid);
  const started = performance.now();
  const read = await runInSandbox({ task: 'read', bytes, ocrConcurrency: cores, ocrEngine: 'auto' });
  const peaks = watch.stop();
  return { pages: read.pages.length, seconds: round((performance.now() - started) / 1000, 1), sandboxChildPeakMb: round(peaks.childNodePeakMb, 0), benchProcessPeakMb: round(peaks.rootPeakMb, 0) };
}

export async function runOcrBench() {
  console.log(`\n== OCR and memory (${cores} cores; the machine is shared, so figures vary between runs) ==`);
  const seven = await scannedPdf(7);
  const perPage = {
    native: await ocrSecondsPerPage(seven, 'native'),
    tesseractJs: await ocrSecondsPerPage(seven, 'tesseract.js'),
  };
  console.log(table(['engine (7-page scan)', 's/page'], [
    ['native tesseract', perPage.native?.secondsPerPage ?? null],
    ['tesseract.js', perPage.tesseractJs?.secondsPerPage ?? null],
  ]));

  const fifty = await scannedPdf(50);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'doco-bench-ocr-'));
  const file = path.join(dir, 'scan-50.pdf');
  writeFileSync(file, fifty);
  const cli = await cliPeak(file);
  const worker = await sandboxPeak(fifty);
  rmSync(dir, { recursive: true, force: true });
  console.log(table([`50-page scan (${round(fifty.length / 2 ** 20, 1)} MB)`, 'seconds', 'peak RSS MB'], [
    ['CLI process', cli.seconds, cli.cliPeakMb],
    ['CLI + its tesseract processes (sum)', cli.seconds, cli.treePeakMb],
    ['worker sandbox child (reads the document)', worker.seconds, worker.sandboxChildPeakMb],
  ]));
  const file2 = writeResult('ocr', { machine: machine(), sharedMachine: true, perPage, scan50: { bytes: fifty.length, cli, worker } });
  console.log(`written ${file2}`);
}

if (isMain(import.meta.url)) {
  await runOcrBench();
  process.exit(0);
}
