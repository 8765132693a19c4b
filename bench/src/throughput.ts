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

type Session = { cookie: string };

/** Linux counts process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of a process and of its children it has waited for (/proc/<pid>/stat utime, stime, cutime, cstime). */
function treeCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
  return (fields[11]! + fields[12]! + fields[13]! + fields[14]!) / TICKS_PER_SECOND;
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function uploadOne(stack: Stack, session: Session, name: string, bytes: Buffer): Promise<string> {
  const res = await stack.upload(session.cookie, name, bytes);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload ${name}: ${res.statusCode}`);
  return res.json().analysis.id;
}

async function startOne(stack: Stack, session: Session, analysisId: string) {
  const res = await stack.start(session.cookie, analysisId);
  if (res.statusCode >= 300) throw new Error(`start ${analysisId}: ${res.statusCode} ${res.body}`);
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

async function startToCompleted(stack: Stack, session: Session, name: string, bytes: Buffer): Promise<number> {
  const id = await uploadOne(stack, session, name, bytes);
  // Let the worker's pool start a child in place of the one the previous run used, as a buyer's pause would.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sent = Date.now();
  await startOne(stack, session, id);
  const [done] = await completedAt(stack, [id]);
  return (done! - sent) / 1000;
}

async function drain(stack: Stack, session: Session, bytes: Buffer) {
  const ids: string[] = [];
  for (let i = 0; i < DRAIN_JOBS; i++) ids.push(await uploadOne(stack, session, `drain-${i}.pdf`, bytes));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const workers = [...stack.workers];
  const cpuBefore = { workers: workers.map((w) => treeCpuSeconds(w.pid)), own: ownCpuSeconds() };
  const started = Date.now();
  await Promise.all(ids.map((id) => startOne(stack, session, id)));
  const done = await completedAt(stack, ids);
  const wallS = (Math.max(...done) - started) / 1000;
  const workerCpu = workers.reduce((sum, w, i) => sum + treeCpuSeconds(w.pid) - cpuBefore.workers[i]!, 0);
  const ownCpu = ownCpuSeconds() - cpuBefore.own;
  return {
    jobs: DRAIN_JOBS,
    wallS: round(wallS, 2),
    jobsPerSecond: round(DRAIN_JOBS / wallS, 2),
    cpuSecondsPerAnalysis: {
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
    const session = await stack.signIn(500);
    const small = await textPdfOf(2);
    // Warm: one analysis through every worker slot first (the worker's own modules, JIT).
    await Promise.all(Array.from({ length: workerCount * 2 }, (_, i) => uploadOne(stack, session, `warm-${i}.pdf`, small).then(async (id) => {
      await startOne(stack, session, id);
      await completedAt(stack, [id]);
    })));

    const latency = [];
    for (const doc of LATENCY) {
      const bytes = doc.pages === 2 ? small : await textPdfOf(doc.pages);
      const runs: number[] = [];
      for (let run = 0; run < doc.runs; run++) runs.push(await startToCompleted(stack, session, doc.name, bytes));
      latency.push({ document: doc.name, pages: doc.pages, runs: runs.length, medianS: round(median(runs), 3), allS: runs.map((s) => round(s, 3)) });
    }
    const drained = await drain(stack, session, small);
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
    ['drain', 'wall s', 'jobs/s', 'CPU s/analysis (workers + sandbox)', 'CPU s/analysis (gateway + bench)', 'CPU s/analysis total'],
    [[`${d.jobs} x text-2p.pdf`, d.wallS, d.jobsPerSecond, d.cpuSecondsPerAnalysis.workers, d.cpuSecondsPerAnalysis.gatewayAndBench, d.cpuSecondsPerAnalysis.total]],
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
      'cpuSecondsPerAnalysis.workers: utime+stime of the worker processes and of the children they reaped (sandbox children, tesseract), over the drain.',
      'cpuSecondsPerAnalysis.gatewayAndBench: this process (gateway and billing in-process, and the bench); Postgres and Redis are not counted.',
      'The machine may be shared with other work: the load averages frame the figures.',
    ],
    results,
  });
  console.log(`written ${file}`);
}
