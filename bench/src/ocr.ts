// bench/ocr: OCR seconds per page for native tesseract and tesseract.js on the benchmark's scans
// (rendering/extraction included, as the worker reads them), and peak RSS of the CLI and of the
// worker's sandbox child on a 50-page scanned PDF. Writes bench/results/ocr.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from '@doco/analysis-worker/internals';
import { createNativeOcr, nativeTesseractAvailable } from '@doco/analysis-worker/internals';
import { createOcrPool } from '@doco/analysis-worker/internals';
import { runInSandbox } from '@doco/analysis-worker/internals';
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

/** Scanned and mixed PDFs under a samples folder (`<dir>/<sample>/scanned.pdf` or `mixed.pdf`), when one is given. */
function sampleScans(dir: string | undefined): Array<{ name: string; bytes: Buffer }> {
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((sample) => ['scanned.pdf', 'mixed.pdf'].map((file) => path.join(dir, sample, file)))
    .filter((file) => existsSync(file))
    .map((file) => ({ name: path.relative(dir, file), bytes: readFileSync(file) }));
}

/** `npm run bench -- ocr [SAMPLES_DIR]`: with a samples folder, its scans are measured as well. */
export async function runOcrBench(samplesDir?: string) {
  console.log(`\n== OCR and memory (${cores} cores; the machine is shared, so figures vary between runs) ==`);
  const seven = await scannedPdf(7);
  const perPage = {
    native: await ocrSecondsPerPage(seven, 'native'),
    tesseractJs: await ocrSecondsPerPage(seven, 'tesseract.js'),
  };
  const samples = [];
  for (const { name, bytes } of sampleScans(samplesDir)) {
    samples.push({ name, native: await ocrSecondsPerPage(bytes, 'native'), tesseractJs: await ocrSecondsPerPage(bytes, 'tesseract.js') });
  }
  console.log(table(['scan', 'OCR pages', 'native s/page', 'tesseract.js s/page'], [
    ['generated 7-page scan', perPage.native?.pages ?? perPage.tesseractJs?.pages ?? null, perPage.native?.secondsPerPage ?? null, perPage.tesseractJs?.secondsPerPage ?? null],
    ...samples.map((s) => [s.name, s.native?.pages ?? s.tesseractJs?.pages ?? null, s.native?.secondsPerPage ?? null, s.tesseractJs?.secondsPerPage ?? null]),
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
  const file2 = writeResult('ocr', { machine: machine(), sharedMachine: true, perPage, samples, scan50: { bytes: fifty.length, cli, worker } });
  console.log(`written ${file2}`);
}

if (isMain(import.meta.url)) {
  await runOcrBench(process.argv[2]);
  process.exit(0);
}
