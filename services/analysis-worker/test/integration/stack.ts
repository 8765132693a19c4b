// The whole analysis path for integration tests and the pipeline benchmark: the gateway's test stack
// (`createTestGateway`: a fresh database, a Redis prefix of its own, filesystem storage in a temp dir,
// the real billing app and the real gateway in-process), and analysis workers as separate `node src/server.ts` processes pointed at all
// of them through their environment — exactly as they run in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnalysisResponse, UploadResponse } from '@doco/contracts';
import { SERVICE_ROLES } from '@doco/db';
import { createUser, freePort, urlAsRole } from '@doco/testkit';
import { createMetrics } from '@doco/service-kit';
import { createTestGateway, hashPassword } from '@doco/gateway/testing';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const PASSWORD = 'correct-horse-battery-staple';

export interface WorkerProcess {
  pid: number;
  child: ChildProcess;
  healthPort: number;
  /** The process's recent output (stdout + stderr), for failure messages. */
  output(): string;
  /** Peak resident set size so far, in bytes (VmHWM of /proc/<pid>/status); null once it exited. */
  peakRssBytes(): number | null;
  exited: Promise<void>;
}

export interface StackOptions {
  /** Extra environment for every worker process (e.g. short lock timings, concurrency). */
  workerEnv?: Record<string, string>;
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function startStack(options: StackOptions = {}) {
  // Their Prometheus registries, scraped by metrics.test.ts.
  const gatewayMetrics = createMetrics('gateway');
  const billingMetrics = createMetrics('billing');
  // The gateway's own test stack (real gateway + real billing, fresh database, Redis prefix, storage):
  // this adds worker processes pointed at the same pieces.
  const gateway = await createTestGateway({ webBuilt: false, maxUploadBytes: MAX_UPLOAD_BYTES, metrics: { gateway: gatewayMetrics, billing: billingMetrics } });
  const { app, deps, database, storageDir, billingUrl, billingApp } = gateway;
  const { storage, producer } = deps;
  const dir = gateway.dataDir;
  const redisInfo = { url: gateway.redisUrl, prefix: gateway.queuePrefix };
  const workers = new Set<WorkerProcess>();
  // Should this process end without close() (a crash, a killed test run), take the workers with it.
  const killWorkers = () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
  };
  process.once('exit', killWorkers);
  let listening: string | undefined;
  let clients = 0;

  /** Spawns `node services/analysis-worker/src/server.ts` on this stack and waits until /readyz answers. */
  async function startWorkerProcess(env: Record<string, string> = {}): Promise<WorkerProcess> {
    return waitUntilReady(spawnWorkerProcess(await freePort(), env));
  }

  /** Spawns a worker process on this stack with its health server on `healthPort` (not waiting). */
  function spawnWorkerProcess(healthPort: number, env: Record<string, string> = {}): WorkerProcess {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('S3_') && !key.startsWith('LLM_')));
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        // As in compose: the worker's own role, which writes only what the worker owns.
        DATABASE_URL: urlAsRole(database.url, SERVICE_ROLES.worker),
        REDIS_URL: redisInfo.url,
        QUEUE_PREFIX: redisInfo.prefix,
        STORAGE_DIR: storageDir,
        DATA_DIR: dir,
        WORKER_HEALTH_PORT: String(healthPort),
        // Refunds of failed analyses go through this stack's billing.
        BILLING_URL: billingUrl,
        ...options.workerEnv,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let alive = true;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => {
      alive = false;
    });
    const worker: WorkerProcess = {
      pid: child.pid!,
      child,
      healthPort,
      output: () => output,
      peakRssBytes() {
        if (!alive) return null;
        try {
          const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          return match ? Number(match[1]) * 1024 : null;
        } catch {
          return null;
        }
      },
      exited,
    };
    workers.add(worker);
    void exited.then(() => workers.delete(worker));
    return worker;
  }

  /** Waits until a spawned worker's /readyz answers (30 s at most). */
  async function waitUntilReady(worker: WorkerProcess): Promise<WorkerProcess> {
    let alive = worker.child.exitCode === null && worker.child.signalCode === null;
    void worker.exited.then(() => {
      alive = false;
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!alive) throw new Error(`worker process exited before it was ready:\n${worker.output()}`);
      const ready = await fetch(`http://127.0.0.1:${worker.healthPort}/readyz`).then((r) => r.ok, () => false);
      if (ready) return worker;
      if (Date.now() > deadline) throw new Error(`worker process not ready after 30 s:\n${worker.output()}`);
      await sleep(100);
    }
  }

  /** Ends a worker: SIGTERM (it finishes or hands back its job), SIGKILL after `graceMs`. */
  async function stopWorkerProcess(worker: WorkerProcess, graceMs = 10_000) {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
    worker.child.kill('SIGTERM');
    const timer = setTimeout(() => worker.child.kill('SIGKILL'), graceMs);
    await worker.exited;
    clearTimeout(timer);
  }

  /** A verified user signed in through the real login route, with `credits` credits in all. */
  async function signIn(credits = 1) {
    const user = await createUser(database.db, { hashedPassword: await hashPassword(PASSWORD) });
    clients += 1;
    const remoteAddress = `10.77.${(clients >> 8) & 255}.${clients & 255}`;
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: user.email, password: PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'doco.sid');
    if (!cookie) throw new Error('login set no session cookie');
    // Every account starts with one free credit (granted by billing on first use); more are admin grants.
    if (credits > 1) {
      await database.db
        .insertInto('creditLedger')
        .values({ userId: user.id, kind: 'admin', delta: credits - 1, expiresAt: null, idempotencyKey: `test-grant:${user.id}`, reason: 'test grant' })
        .execute();
    }
    return { user, cookie: `doco.sid=${cookie.value}` };
  }

  async function upload(cookie: string, name: string, content: Buffer) {
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': request.headers.get('content-type')!, cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { statusCode: res.statusCode, json: () => res.json() as UploadResponse & { message?: string } };
  }

  /** A pack (issue 28): several files in one upload, in the field `files`, in this order. */
  async function uploadPack(cookie: string, files: { name: string; content: Buffer }[]) {
    const form = new FormData();
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.content)], { type: 'application/octet-stream' }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': request.headers.get('content-type')!, cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { statusCode: res.statusCode, json: () => res.json() as UploadResponse & { message?: string } };
  }

  const start = (cookie: string, analysisId: string) => app.inject({ method: 'POST', url: `/api/analyses/${analysisId}/start`, headers: { cookie } });
  const getAnalysis = async (cookie: string, analysisId: string) => {
    const res = await app.inject({ url: `/api/analyses/${analysisId}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET /api/analyses/${analysisId}: ${res.statusCode} ${res.body}`);
    return res.json() as AnalysisResponse;
  };

  /**
   * Polls GET /api/analyses/{id} every `intervalMs` until it is completed or failed; `onPoll` sees
   * every answer (stage transitions for the benchmark).
   */
  async function waitForAnalysis(
    cookie: string,
    analysisId: string,
    options: { timeoutMs?: number; intervalMs?: number; onPoll?: (body: AnalysisResponse) => void } = {},
  ): Promise<AnalysisResponse> {
    const deadline = Date.now() + (options.timeoutMs ?? 90_000);
    for (;;) {
      const body = await getAnalysis(cookie, analysisId);
      options.onPoll?.(body);
      if (body.analysis.status === 'completed' || body.analysis.status === 'failed') return body;
      if (Date.now() > deadline) {
        const logs = [...workers].map((w) => `--- worker ${w.pid}\n${w.output()}`).join('\n');
        throw new Error(`analysis ${analysisId} still ${body.analysis.status} at stage ${body.analysis.stage} (${body.analysis.progress}%)\n${logs}`);
      }
      await sleep(options.intervalMs ?? 100);
    }
  }

  return {
    app,
    deps,
    db: database.db,
    storage,
    storageDir,
    databaseUrl: database.url,
    redisUrl: redisInfo.url,
    queuePrefix: redisInfo.prefix,
    workers,
    startWorkerProcess,
    spawnWorkerProcess,
    waitUntilReady,
    stopWorkerProcess,
    signIn,
    upload,
    uploadPack,
    start,
    getAnalysis,
    waitForAnalysis,
    gatewayMetrics,
    billingApp,
    producer,
    dataDir: dir,
    /** Keys of the objects stored under a prefix. */
    storedKeys: gateway.listStoredKeys,
    /** Serves the gateway on a free local port (once) and returns its base URL. */
    async listen() {
      listening ??= await app.listen({ host: '127.0.0.1', port: 0 });
      return listening;
    },
    async close() {
      await Promise.all([...workers].map((w) => stopWorkerProcess(w, 5_000)));
      process.off('exit', killWorkers);
      await gateway.close();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
