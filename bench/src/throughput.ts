// bench/throughput: how fast the product turns a start into a completed analysis, and how many it
// drains, through the real gateway (in-process) and real worker processes (ANALYSIS_CONCURRENCY=2,
// the default; sandbox children as in production). Per worker count:
// - start -> completed: from sending `POST /api/analyses/{id}/start` to the analysis's completed_at
//   (Postgres' clock, the same machine), median of runs, for a 2-page text PDF and a 40-page pack;
// - drain: 30 uploaded 2-page text PDFs started at once, until the last is completed: jobs/s, and CPU
//   seconds per analysis of the worker processes with their sandbox children (and tesseract), and of
//   this process (gateway and billing in-process, and the bench itself). Postgres and Redis are not counted.
// `npm run bench -- throughput` runs only this, with one worker; the full bench runs it with 1 and 2.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { startStack, type Stack } from '@doco/analysis-worker/testing';
import { textPdfOf } from './documents.ts';
import { machine, median, round, table, writeResult } from './report.ts';

const WORKER_ENV = { ANALYSIS_CONCURRENCY: '2', OCR_CONCURRENCY: '2' };
const DRAIN_JOBS = 30;
const LATENCY = [
  { name: 'text-2p.pdf', pages: 2, runs: 7 },
  { name: 'text-40p.pdf', pages: 40, runs: 3 },
] as const;

/** A buyer may upload 30 documents an hour: the bench signs in another buyer every 20 uploads. */
const UPLOADS_PER_BUYER = 20;

interface Uploaded {
  id: string;
  cookie: string;
}

/** Linux counts process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of a process, and of the children it has waited for (/proc/<pid>/stat utime+stime, cutime+cstime). */
function cpuSeconds(pid: number): { own: number; children: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
  return { own: (fields[11]! + fields[12]!) / TICKS_PER_SECOND, children: (fields[13]! + fields[14]!) / TICKS_PER_SECOND };
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

function uploader(stack: Stack) {
  let buyer: Promise<{ cookie: string }> | undefined;
  let uploads = 0;
  return async (name: string, bytes: Buffer): Promise<Uploaded> => {
    if (uploads++ % UPLOADS_PER_BUYER === 0) buyer = stack.signIn(UPLOADS_PER_BUYER + 1);
    const { cookie } = await buyer!;
    const res = await stack.upload(cookie, name, bytes);
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode}`);
    return { id: res.json().analysis.id, cookie };
  };
}
type Upload = ReturnType<typeof uploader>;

async function startOne(stack: Stack, { id, cookie }: Uploaded) {
  const res = await stack.start(cookie, id);
  if (res.statusCode >= 300) throw new Error(`start ${id}: ${res.statusCode} ${res.body}`);
}

/** Waits until every analysis is completed (read from the database every 20 ms); their completed_at, ms since epoch. */
async function completedAt(stack: Stack, ids: string[], timeoutMs = 600_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await stack.db.selectFrom('analyses').select(['id', 'status', 'completedAt', 'errorMessage']).where('id', 'in', ids).execute();
    const failed = rows.find((row) => row.status === 'failed');
    if (failed) throw new Error(`analysis ${failed.id} failed: ${failed.errorMessage}`);
    if (rows.length === ids.length && rows.every((row) => row.status === 'completed' && row.completedAt)) {
      return rows.map((row) => new Date(row.completedAt!).getTime());
    }
    if (Date.now() > deadline) throw new Error(`analyses not completed after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startToCompleted(stack: Stack, upload: Upload, name: string, bytes: Buffer): Promise<number> {
  const uploaded = await upload(name, bytes);
  // Let the worker's pool start a child in place of the one the previous run used, as a buyer's pause would.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sent = Date.now();
  await startOne(stack, uploaded);
  const [done] = await completedAt(stack, [uploaded.id]);
  return (done! - sent) / 1000;
}

async function drain(stack: Stack, upload: Upload, bytes: Buffer) {
  const uploads: Uploaded[] = [];
  for (let i = 0; i < DRAIN_JOBS; i++) uploads.push(await upload(`drain-${i}.pdf`, bytes));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const workers = [...stack.workers];
  const cpuBefore = { workers: workers.map((w) => cpuSeconds(w.pid)), own: ownCpuSeconds() };
  const started = Date.now();
  await Promise.all(uploads.map((uploaded) => startOne(stack, uploaded)));
  const done = await completedAt(stack, uploads.map(({ id }) => id));
  const wallS = (Math.max(...done) - started) / 1000;
  const spent = workers.map((w, i) => {
    const now = cpuSeconds(w.pid);
    return { own: now.own - cpuBefore.workers[i]!.own, children: now.children - cpuBefore.workers[i]!.children };
  });
  const workerOwn = spent.reduce((sum, s) => sum + s.own, 0);
  const sandbox = spent.reduce((sum, s) => sum + s.children, 0);
  const workerCpu = workerOwn + sandbox;
  const ownCpu = ownCpuSeconds() - cpuBefore.own;
  return {
    jobs: DRAIN_JOBS,
    wallS: round(wallS, 2),
    jobsPerSecond: round(DRAIN_JOBS / wallS, 2),
    cpuSecondsPerAnalysis: {
      workerProcesses: round(workerOwn / DRAIN_JOBS, 3),
      sandboxChildren: round(sandbox / DRAIN_JOBS, 3),
      workers: round(workerCpu / DRAIN_JOBS, 3),
      gatewayAndBench: round(ownCpu / DRAIN_JOBS, 3),
      total: round((workerCpu + ownCpu) / DRAIN_JOBS, 3),
    },
  };
}

export async function measureThroughput(workerCount: number) {
  const loadBefore = round(os.loadavg()[0]!, 2);
  const stack = await startStack({ workerEnv: WORKER_ENV });
  try {
    await Promise.all(Array.from({ length: workerCount }, () => stack.startWorkerProcess()));
    const upload = uploader(stack);
    const small = await textPdfOf(2);
    // Warm: one analysis through every worker slot first (the worker's own modules, JIT).
    await Promise.all(
      Array.from({ length: workerCount * 2 }, async (_, i) => {
        const uploaded = await upload(`warm-${i}.pdf`, small);
        await startOne(stack, uploaded);
        await completedAt(stack, [uploaded.id]);
      }),
    );

    const latency = [];
    for (const doc of LATENCY) {
      const bytes = doc.pages === 2 ? small : await textPdfOf(doc.pages);
      const runs: number[] = [];
      for (let run = 0; run < doc.runs; run++) runs.push(await startToCompleted(stack, upload, doc.name, bytes));
      latency.push({ document: doc.name, pages: doc.pages, runs: runs.length, medianS: round(median(runs), 3), allS: runs.map((s) => round(s, 3)) });
    }
    const drained = await drain(stack, upload, small);
    return { workers: workerCount, workerEnv: WORKER_ENV, loadAverage1m: { before: loadBefore, after: round(os.loadavg()[0]!, 2) }, startToCompleted: latency, drain: drained };
  } finally {
    await stack.close();
  }
}

export function throughputTable(result: Awaited<ReturnType<typeof measureThroughput>>): string {
  const d = result.drain;
  const latency = table(
    ['document', 'runs', 'start->completed s (median)', 'each run s'],
    result.startToCompleted.map((r) => [r.document, r.runs, r.medianS, r.allS.join(' ')]),
  );
  const drained = table(
    ['drain', 'wall s', 'jobs/s', 'CPU s/analysis: worker', 'sandbox children', 'gateway + bench', 'total'],
    [
      [
        `${d.jobs} x text-2p.pdf`,
        d.wallS,
        d.jobsPerSecond,
        d.cpuSecondsPerAnalysis.workerProcesses,
        d.cpuSecondsPerAnalysis.sandboxChildren,
        d.cpuSecondsPerAnalysis.gatewayAndBench,
        d.cpuSecondsPerAnalysis.total,
      ],
    ],
  );
  return `${latency}\n\n${drained}`;
}

/** `npm run bench -- throughput`: one worker process, as `npm start` runs it (the full bench also runs two). */
export async function runThroughputBench(workerCounts: readonly number[] = [1]) {
  const loadBefore = os.loadavg();
  const results = [];
  for (const workers of workerCounts) {
    const result = await measureThroughput(workers);
    results.push(result);
    console.log(
      `\nThroughput, ${workers} worker process${workers === 1 ? '' : 'es'} (ANALYSIS_CONCURRENCY=${WORKER_ENV.ANALYSIS_CONCURRENCY}; ${os.cpus().length} CPUs, load ${result.loadAverage1m.before} -> ${result.loadAverage1m.after})\n${throughputTable(result)}`,
    );
  }
  const file = writeResult('throughput', {
    benchmark: 'throughput',
    generatedAt: new Date().toISOString(),
    machine: { ...machine(), loadAverageBefore: loadBefore.map((n) => round(n, 2)), loadAverageAfter: os.loadavg().map((n) => round(n, 2)) },
    notes: [
      'startToCompleted: from sending POST /api/analyses/{id}/start to the analysis\'s completed_at (Postgres now() in the completing transaction).',
      `drain: ${DRAIN_JOBS} uploaded 2-page text PDFs started at once; wall from the first start to the last completed_at.`,
      'cpuSecondsPerAnalysis.workerProcesses: utime+stime of the worker processes over the drain; sandboxChildren: of the children they reaped (sandbox children, tesseract); workers: both.',
      'cpuSecondsPerAnalysis.gatewayAndBench: this process (gateway and billing in-process, and the bench); Postgres and Redis are not counted.',
      'The machine may be shared with other work: the load averages frame the figures.',
    ],
    results,
  });
  console.log(`written ${file}`);
}
