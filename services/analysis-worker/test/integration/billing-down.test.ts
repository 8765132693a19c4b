import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVICE_ROLES } from '@doco/db';
import { hashPassword } from '@doco/gateway/testing';
import { freePort, urlAsRole } from '@doco/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/pipeline/errors.ts';
import { documents } from './documents.ts';
import { sleep, startStack, type Stack } from './stack.ts';

// No credit lost when billing is down (issue 25), with real processes: billing as its own
// `node services/billing/src/server.ts`, stopped while an analysis fails for good in a worker process,
// then started again on the same address. The worker owes the refund in refund_outbox and keeps
// delivering it (short waits here) until billing confirms; the buyer gets the credit back exactly once.
// (The gateway of the test stack takes the credit through its own in-process billing on the same
// database; only the worker's billing goes down.)

const BILLING_SERVER = fileURLToPath(new URL('../../../billing/src/server.ts', import.meta.url));
const RETRY_ENV = { REFUND_POLL_MS: '100', REFUND_RETRY_BASE_MS: '100', REFUND_RETRY_MAX_MS: '400' };

let stack: Stack;
let billingPort: number;
let billing: ChildProcess | undefined;
let billingOutput = '';
let workerHealthPort: number;

async function startBilling() {
  billing = spawn(process.execPath, [BILLING_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      DATABASE_URL: urlAsRole(stack.databaseUrl, SERVICE_ROLES.billing),
      REDIS_URL: stack.redisUrl,
      QUEUE_PREFIX: stack.queuePrefix,
      BILLING_HOST: '127.0.0.1',
      BILLING_PORT: String(billingPort),
      PAYMENTS_PROVIDER: 'sandbox',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    billingOutput = (billingOutput + chunk.toString()).slice(-10_000);
  };
  billing.stdout!.on('data', keep);
  billing.stderr!.on('data', keep);
  await until(() => fetch(`http://127.0.0.1:${billingPort}/readyz`).then((r) => r.ok, () => false), 'billing ready');
}

async function stopBilling() {
  const child = billing;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n--- billing\n${billingOutput}\n${[...stack.workers].map((w) => `--- worker\n${w.output()}`).join('\n')}`);
    await sleep(100);
  }
}

async function adminCookie() {
  await stack.db.insertInto('adminUsers').values({ email: 'refunds-admin@doco.test', hashedPassword: await hashPassword('admin-passphrase-2026') }).execute();
  const res = await stack.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.99.0.1', payload: { email: 'refunds-admin@doco.test', password: 'admin-passphrase-2026' } });
  return `doco.admin=${res.cookies.find((c) => c.name === 'doco.admin')!.value}`;
}

beforeAll(async () => {
  stack = await startStack({ workerEnv: RETRY_ENV });
  billingPort = await freePort();
  await startBilling();
  workerHealthPort = (await stack.startWorkerProcess({ BILLING_URL: `http://127.0.0.1:${billingPort}` })).healthPort;
}, 120_000);
afterAll(async () => {
  await stopBilling();
  await stack?.close();
});

describe('billing down when an analysis fails for good', () => {
  it('the refund waits in the outbox, shows in the System tab, and is given once billing is back', async () => {
    const admin = await adminCookie();
    const system = async () => (await stack.app.inject({ url: '/api/admin/system', headers: { cookie: admin } })).json().refunds;
    // The worker's Prometheus gauge of the refunds it still owes.
    const owedGauge = async () => {
      const text = await (await fetch(`http://127.0.0.1:${workerHealthPort}/metrics`)).text();
      return Number(/^doco_refunds_waiting\{[^}]*\} (\d+)$/m.exec(text)?.[1]);
    };
    const { user, cookie } = await stack.signIn();
    const credits = async () => (await stack.app.inject({ url: '/api/subscription/credits', headers: { cookie } })).json().totalCreditsRemaining;
    const refunds = () => stack.db.selectFrom('creditLedger').select(['delta', 'idempotencyKey']).where('idempotencyKey', 'like', 'refund:%').where('userId', '=', user.id).execute();
    expect(await credits()).toBe(1);

    await stopBilling();
    const uploaded = await stack.upload(cookie, 'damaged.pdf', documents.corruptPdf());
    expect(uploaded.statusCode).toBe(201);
    const analysisId = uploaded.json().analysis.id;
    expect((await stack.start(cookie, analysisId)).statusCode).toBe(202);
    const failed = await stack.waitForAnalysis(cookie, analysisId);
    expect(failed.analysis).toMatchObject({ status: 'failed', errorMessage: MESSAGES.damagedPdf });

    // Billing is down: the credit is spent, the refund owed and retried, and the System tab says so.
    await until(async () => (await stack.db.selectFrom('refundOutbox').select('attempts').where('analysisId', '=', analysisId).executeTakeFirst())!.attempts >= 3, 'three failed deliveries');
    expect(await refunds()).toEqual([]);
    expect(await credits()).toBe(0);
    const waiting = await system();
    expect(waiting).toMatchObject({ waiting: 1, lastError: expect.stringContaining('billing unreachable') });
    expect(Date.parse(waiting.oldestAt)).toBeLessThanOrEqual(Date.now());
    expect(await owedGauge()).toBe(1);

    await startBilling();
    await until(async () => (await refunds()).length > 0, 'the refund once billing is back');
    // Several more rounds of the refund loop change nothing: one refund, confirmed, nothing waiting.
    await until(async () => (await stack.db.selectFrom('refundOutbox').select('confirmedAt').where('analysisId', '=', analysisId).executeTakeFirst())!.confirmedAt !== null, 'the refund confirmed');
    await sleep(1_000);
    expect(await refunds()).toEqual([{ delta: 1, idempotencyKey: `refund:${analysisId}` }]);
    expect(await credits()).toBe(1);
    expect(await system()).toEqual({ waiting: 0, oldestAt: null, lastError: null, lastAttemptAt: null });
    expect(await owedGauge()).toBe(0);
    const row = await stack.db.selectFrom('refundOutbox').select(['outcome', 'reason']).where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'refunded', reason: `Analysis failed: ${MESSAGES.damagedPdf}` });
  }, 120_000);
});
