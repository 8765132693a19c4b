// bench/pipeline: documents uploaded over HTTP to the real gateway (in-process, listening on a local
// port) and analysed by real worker processes, with 1 and then 2 workers. Per document: time from
// the upload reply to `completed`, time in each stage (stage polled every 100 ms), pages/s, OCR
// s/page and the worker's peak RSS. The 25-page text PDF and the scanned PDF are the median of 3
// runs. Ends with a batch (every document at once) per worker count. Writes bench/results/pipeline.json.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import type { AnalysisResponse } from '@doco/contracts';
import { startStack, type Stack, type WorkerProcess } from '@doco/analysis-worker/testing';
import { scannedPdf, section32Docx, textPdfOf } from './documents.ts';
import { isMain, machine, median, round, table, writeResult } from './report.ts';

const STAGES = ['queued', 'extracting', 'ocr', 'analysing', 'writing', 'report'] as const;
type Stage = (typeof STAGES)[number];
const WORKER_COUNTS = [1, 2] as const;
const WORKER_ENV = { ANALYSIS_CONCURRENCY: '2', OCR_CONCURRENCY: '2' };
const POLL_MS = 100;

interface BenchDocument {
  name: string;
  kind: string;
  runs: number;
  bytes: Buffer;
}

interface Measurement {
  analysisId: string;
  pages: number;
  ocrPages: number;
  /** Upload reply -> `completed` as seen by polling, seconds. */
  totalS: number;
  /** Seconds in each stage as seen by polling (a stage shorter than a poll may show as 0). */
  stageS: Record<Stage, number>;
  /** The worker's own step timings (job return value), ms. */
  workerStepsMs: Record<string, number>;
  pagesPerSecond: number;
  ocrSecondsPerPage: number | null;
  peakRssMb: number | null;
}

async function buildDocuments(): Promise<BenchDocument[]> {
  return [
    { name: 'text-2p.pdf', kind: 'text PDF', runs: 1, bytes: await textPdfOf(2) },
    { name: 'text-10p.pdf', kind: 'text PDF', runs: 1, bytes: await textPdfOf(10) },
    { name: 'text-25p.pdf', kind: 'text PDF', runs: 3, bytes: await textPdfOf(25) },
    { name: 'text-50p.pdf', kind: 'text PDF', runs: 1, bytes: await textPdfOf(50) },
    { name: 'scanned-5p.pdf', kind: 'scanned PDF', runs: 3, bytes: await scannedPdf(5) },
    { name: 'statement.docx', kind: 'DOCX', runs: 1, bytes: section32Docx() },
  ];
}

/** Resets each worker's peak-RSS mark (Linux: "5" > /proc/<pid>/clear_refs), so the next peak is this document's. */
function resetPeaks(workers: Iterable<WorkerProcess>): boolean {
  let ok = true;
  for (const worker of workers) {
    try {
      writeFileSync(`/proc/${worker.pid}/clear_refs`, '5');
    } catch {
      ok = false;
    }
  }
  return ok;
}

function peakRssMb(workers: Iterable<WorkerProcess>): number | null {
  const peaks = [...workers].map((w) => w.peakRssBytes()).filter((n): n is number => n !== null);
  return peaks.length ? round(Math.max(...peaks) / 1024 ** 2, 0) : null;
}

interface Http {
  base: string;
  cookie: string;
}

async function api<T>(http: Http, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${http.base}${path}`, { ...init, headers: { ...init.headers, cookie: http.cookie } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function uploadAndStart(http: Http, doc: BenchDocument) {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(doc.bytes)]), doc.name);
  const uploaded = await api<{ analysis: { id: string } }>(http, '/api/documents', { method: 'POST', body: form });
  const repliedAt = performance.now();
  await api(http, `/api/analyses/${uploaded.analysis.id}/start`, { method: 'POST' });
  return { analysisId: uploaded.analysis.id, repliedAt };
}

/** Polls every 100 ms until completed; returns when each stage was first seen, relative to `from`. */
async function follow(http: Http, analysisId: string, from: number, timeoutMs = 600_000) {
  const firstSeen = new Map<string, number>();
  for (;;) {
    const body = await api<AnalysisResponse>(http, `/api/analyses/${analysisId}`);
    const now = performance.now() - from;
    const { status, stage } = body.analysis;
    if (status === 'failed') throw new Error(`analysis ${analysisId} failed: ${body.analysis.errorMessage}`);
    if (status === 'completed') return { completedAt: now, firstSeen };
    if (stage && !firstSeen.has(stage)) firstSeen.set(stage, now);
    if (now > timeoutMs) throw new Error(`analysis ${analysisId} still ${status}/${stage} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function stageDurations(firstSeen: Map<string, number>, completedAt: number): Record<Stage, number> {
  const seen = STAGES.filter((s) => firstSeen.has(s)).map((s) => ({ stage: s, at: firstSeen.get(s)! }));
  const out = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>;
  seen.forEach((entry, i) => {
    // Time before the first poll belongs to the first stage seen.
    const start = i === 0 ? 0 : entry.at;
    const end = seen[i + 1]?.at ?? completedAt;
    out[entry.stage] = round((end - start) / 1000, 2);
  });
  return out;
}

async function measure(stack: Stack, http: Http, doc: BenchDocument): Promise<Measurement> {
  resetPeaks(stack.workers);
  const { analysisId, repliedAt } = await uploadAndStart(http, doc);
  const { completedAt, firstSeen } = await follow(http, analysisId, repliedAt);
  const job = await stack.deps.producer.queue('analysis').getJob(analysisId);
  const value = job?.returnvalue as { pages: number; ocrPages: number; timings: Record<string, number> } | undefined;
  if (!value) throw new Error(`no job result for ${analysisId}`);
  const totalS = completedAt / 1000;
  return {
    analysisId,
    pages: value.pages,
    ocrPages: value.ocrPages,
    totalS: round(totalS, 2),
    stageS: stageDurations(firstSeen, completedAt),
    workerStepsMs: value.timings,
    pagesPerSecond: round(value.pages / totalS, 1),
    ocrSecondsPerPage: value.ocrPages > 0 ? round((value.timings.ocr ?? 0) / 1000 / value.ocrPages, 2) : null,
    peakRssMb: peakRssMb(stack.workers),
  };
}

/** Median of every number field across runs (each column on its own). */
function medianOf(runs: Measurement[]) {
  const pick = (f: (m: Measurement) => number | null) => {
    const values = runs.map(f).filter((v): v is number => v !== null);
    return values.length ? round(median(values), 2) : null;
  };
  return {
    pages: runs[0]!.pages,
    ocrPages: runs[0]!.ocrPages,
    totalS: pick((m) => m.totalS)!,
    stageS: Object.fromEntries(STAGES.map((s) => [s, pick((m) => m.stageS[s])])) as Record<Stage, number>,
    workerStepsMs: Object.fromEntries(Object.keys(runs[0]!.workerStepsMs).map((k) => [k, pick((m) => m.workerStepsMs[k] ?? null)])) as Record<string, number>,
    pagesPerSecond: pick((m) => m.pagesPerSecond)!,
    ocrSecondsPerPage: pick((m) => m.ocrSecondsPerPage),
    peakRssMb: pick((m) => m.peakRssMb),
  };
}

async function benchWorkers(workerCount: number, docs: BenchDocument[]) {
  const loadBefore = round(os.loadavg()[0]!, 2);
  const stack = await startStack({ workerEnv: WORKER_ENV });
  try {
    await Promise.all(Array.from({ length: workerCount }, () => stack.startWorkerProcess()));
    const { cookie } = await stack.signIn(500);
    const http = { base: await stack.listen(), cookie };
    // One document through every worker first, so the numbers below are warm (module loading, JIT).
    await Promise.all(Array.from({ length: workerCount * 2 }, () => measure(stack, http, docs[0]!)));

    const rows = [];
    for (const doc of docs) {
      const runs: Measurement[] = [];
      for (let run = 0; run < doc.runs; run++) runs.push(await measure(stack, http, doc));
      const summary = medianOf(runs);
      rows.push({ document: doc.name, kind: doc.kind, bytes: doc.bytes.length, runs: runs.length, median: summary, all: runs });
      process.stderr.write(`  ${workerCount} worker(s): ${doc.name} ${summary.totalS} s\n`);
    }

    // Every document at once: how the workers share a burst.
    resetPeaks(stack.workers);
    const batchStart = performance.now();
    const started = await Promise.all(docs.map((doc) => uploadAndStart(http, doc)));
    await Promise.all(started.map(({ analysisId }) => follow(http, analysisId, batchStart)));
    const batch = {
      documents: docs.length,
      pages: rows.reduce((n, r) => n + r.median.pages, 0),
      wallS: round((performance.now() - batchStart) / 1000, 2),
      peakRssMb: peakRssMb(stack.workers),
    };
    // The machine may be shared: its 1-minute load average frames the numbers.
    return { workers: workerCount, loadAverage1m: { before: loadBefore, after: round(os.loadavg()[0]!, 2) }, rows, batch };
  } finally {
    await stack.close();
  }
}

const fmt = (n: number | null) => (n === null || n === 0 ? null : n);

function printTable(result: Awaited<ReturnType<typeof benchWorkers>>): string {
  const header = ['document', 'runs', 'pages', 'upload->done s', ...STAGES.map((s) => `${s} s`), 'pages/s', 'OCR s/page', 'peak RSS MB'];
  const rows = result.rows.map((r) => [
    r.document,
    r.runs,
    r.median.pages,
    r.median.totalS,
    ...STAGES.map((s) => fmt(r.median.stageS[s])),
    r.median.pagesPerSecond,
    r.median.ocrSecondsPerPage,
    r.median.peakRssMb,
  ]);
  const steps = ['extract', 'ocr', 'analyse', 'write', 'report', 'complete'];
  const stepRows = result.rows.map((r) => [r.document, ...steps.map((k) => r.median.workerStepsMs[k] ?? null)]);
  const b = result.batch;
  return `${table(header, rows)}\n\nthe worker's own step timings (ms, same runs)\n${table(['document', ...steps], stepRows)}\nbatch: all ${b.documents} documents (${b.pages} pages) at once -> ${b.wallS} s wall, peak worker RSS ${b.peakRssMb} MB`;
}

export async function runPipelineBench() {
  const docs = await buildDocuments();
  const loadBefore = os.loadavg();
  const results = [];
  const printed: string[] = [];
  for (const workers of WORKER_COUNTS) {
    const result = await benchWorkers(workers, docs);
    results.push(result);
    const text = `\nPipeline, ${workers} worker process${workers === 1 ? '' : 'es'} (ANALYSIS_CONCURRENCY=${WORKER_ENV.ANALYSIS_CONCURRENCY}, OCR_CONCURRENCY=${WORKER_ENV.OCR_CONCURRENCY}; median of runs; ${os.cpus().length} CPUs, load ${result.loadAverage1m.before} -> ${result.loadAverage1m.after})\n${printTable(result)}`;
    printed.push(text);
    console.log(text);
  }
  const file = writeResult('pipeline', {
    benchmark: 'pipeline',
    generatedAt: new Date().toISOString(),
    machine: { ...machine(), loadAverageBefore: loadBefore.map((n) => round(n, 2)), loadAverageAfter: os.loadavg().map((n) => round(n, 2)) },
    workerEnv: WORKER_ENV,
    pollMs: POLL_MS,
    notes: [
      'totalS: from the upload reply to the first poll that sees completed (includes the start call and queue pick-up).',
      'stageS: time each stage was visible to a browser polling every 100 ms; stages shorter than a poll can read 0.',
      'workerStepsMs: the worker\'s own step timings from the job result.',
      'peakRssMb: VmHWM of the worker process(es), reset before each document.',
    ],
    results,
  });
  console.log(`written ${file}`);
  return printed;
}

if (isMain(import.meta.url)) await runPipelineBench();
