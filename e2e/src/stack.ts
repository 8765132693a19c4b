import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES } from '@doco/contracts';
import { SERVICES, startService, stopAll } from '@doco/infra/services';
import { buildWebIfStale } from '@doco/infra/web-build';
import { waitFor } from '@doco/local-services';
import { createProducer } from '@doco/queue';
import { createTestDatabase, createTestRedis, freePort } from '@doco/testkit';

export interface Stack {
  baseUrl: string;
  /** The stack's database (the admin test makes its administrator there with the real CLI). */
  databaseUrl: string;
  /** How many rows a table has now (figures on screen are checked against the database). */
  count(table: 'users' | 'documents' | 'analyses' | 'payments'): Promise<number>;
  /** How many payments succeeded and were credited (what the server counts as purchases). */
  succeededPayments(): Promise<number>;
  mailDir: string;
  dataDir: string;
  /**
   * Pauses the analysis queue (BullMQ's global pause): analyses started meanwhile wait, queued, so a
   * test can look at the processing view before any worker takes them. `release()` resumes it.
   */
  holdAnalyses(): Promise<{ release(): Promise<void> }>;
  /** Names of the first-party analytics events stored so far (analytics_events), oldest first. */
  analyticsEventNames(): Promise<string[]>;
  /** Stops one service process (SIGTERM) and waits until it exited: an outage. */
  stopService(name: 'billing'): Promise<void>;
  /** Starts a stopped service again on its own address and waits until it answers /readyz. */
  restartService(name: 'billing'): Promise<void>;
  /** Failed analyses' credits the worker still owes (refund_outbox rows billing has not confirmed). */
  refundsOwed(): Promise<number>;
  stop(): Promise<void>;
}

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The whole product as `npm start` runs it — the four service processes and the built web app — on a
 * fresh database, its own Redis prefix, a temporary data dir (objects, .eml mail) and free ports.
 */
export async function startStack(): Promise<Stack> {
  buildWebIfStale((m) => console.log(`[e2e] ${m}`));
  const database = await createTestDatabase();
  const redis = await createTestRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'doco-e2e-'));
  const [port, billingPort, workerPort, mailerPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    LOG_PRETTY: 'false',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: redis.prefix,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    BILLING_PORT: String(billingPort),
    BILLING_URL: `http://127.0.0.1:${billingPort}`,
    WORKER_HEALTH_PORT: String(workerPort),
    MAILER_HEALTH_PORT: String(mailerPort),
    METRICS_PORT: String(metricsPort),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A refund billing could not take is tried again within seconds here (defaults: 5 s doubling to 10 min).
    REFUND_POLL_MS: '500',
    REFUND_RETRY_BASE_MS: '500',
    REFUND_RETRY_MAX_MS: '2000',
    // Tax invoices are issued only with the seller's ABN (a made-up one here).
    INVOICE_ABN: '12 345 678 901',
  };
  const children: ChildProcess[] = SERVICES.map((spec) => startService(spec, env));
  const baseUrl = `http://127.0.0.1:${port}`;
  const queues = createProducer({ redisUrl: redis.url, prefix: redis.prefix });
  const holdAnalyses = async () => {
    const analysis = queues.queue(QUEUES.analysis);
    await analysis.pause();
    return { release: () => analysis.resume() };
  };
  const stop = async () => {
    await queues.close();
    await stopAll(children, 10_000);
    await redis.cleanup();
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A service that exits while starting (a bad import, a config error) fails the start at once.
  let ready = false;
  const exitedEarly = new Promise<never>((_, reject) => {
    children.forEach((child, i) => {
      child.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`${SERVICES[i]!.name} exited while starting (${signal ?? `code ${code}`}); see its output above`));
      });
    });
  });
  exitedEarly.catch(() => {});
  try {
    await Promise.race([
      exitedEarly,
      (async () => {
        await waitFor(() => answers(`${baseUrl}/readyz`), 60_000, 'the gateway');
        await waitFor(() => answers(`http://127.0.0.1:${workerPort}/readyz`), 60_000, 'the analysis worker');
        await waitFor(() => answers(`http://127.0.0.1:${mailerPort}/readyz`), 60_000, 'the mailer');
        await waitFor(() => answers(`http://127.0.0.1:${billingPort}/readyz`), 60_000, 'billing');
      })(),
    ]);
    ready = true;
  } catch (error) {
    await stop();
    throw error;
  }
  const analyticsEventNames = async () =>
    (await database.db.selectFrom('analyticsEvents').select('name').orderBy('createdAt').execute()).map((row) => row.name);
  const count = async (table: 'users' | 'documents' | 'analyses' | 'payments') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const succeededPayments = async () =>
    Number((await database.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'succeeded').executeTakeFirstOrThrow()).n);
  const serviceIndex = (name: string) => SERVICES.findIndex((spec) => spec.name === name);
  const stopService = async (name: 'billing') => {
    await stopAll([children[serviceIndex(name)]!], 10_000);
  };
  const restartService = async (name: 'billing') => {
    const i = serviceIndex(name);
    children[i] = startService(SERVICES[i]!, env);
    await waitFor(() => answers(`http://127.0.0.1:${billingPort}/readyz`), 60_000, name);
  };
  const refundsOwed = async () =>
    Number((await database.db.selectFrom('refundOutbox').select((eb) => eb.fn.countAll<number>().as('n')).where('confirmedAt', 'is', null).executeTakeFirstOrThrow()).n);
  return {
    baseUrl,
    databaseUrl: database.url,
    count,
    succeededPayments,
    mailDir: join(dataDir, 'mail'),
    dataDir,
    holdAnalyses,
    analyticsEventNames,
    stopService,
    restartService,
    refundsOwed,
    stop,
  };
}
