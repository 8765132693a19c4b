// The launcher's supervision on a real worker process: SIGKILLed, it is restarted within seconds,
// the gateway keeps answering meanwhile, and an analysis queued while no worker ran completes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supervise, type Supervised } from '@doco/infra/supervise';
import { freePort } from '@doco/testkit';
import { documents } from './documents.ts';
import { startStack, type Stack, type WorkerProcess } from './stack.ts';

let stack: Stack;
let service: Supervised | undefined;

beforeAll(async () => {
  stack = await startStack({ workerEnv: { WORKER_LOCK_MS: '8000', WORKER_STALLED_INTERVAL_MS: '1000' } });
}, 60_000);
afterAll(async () => {
  await service?.stop(2_000);
  await stack?.close();
}, 60_000);

describe('a supervised worker', () => {
  it('is restarted after SIGKILL; the gateway keeps answering and a queued analysis completes', async () => {
    const healthPort = await freePort();
    const lines: string[] = [];
    const started: WorkerProcess[] = [];
    service = supervise(
      'worker',
      () => {
        const worker = stack.spawnWorkerProcess(healthPort);
        started.push(worker);
        return worker.child;
      },
      { log: (line) => lines.push(line), onGiveUp: () => lines.push('gave up') },
    );
    const first = await stack.waitUntilReady(started[0]!);

    first.child.kill('SIGKILL');
    await first.exited;

    // While no worker runs: the gateway answers, and an analysis is queued.
    expect((await stack.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const { cookie } = await stack.signIn();
    const uploaded = (await stack.upload(cookie, 'contract.pdf', await documents.textPdf())).json();
    expect((await stack.start(cookie, uploaded.analysis.id)).statusCode).toBe(202);

    // The restart is due 1 s after the crash (the first backoff step).
    const deadline = Date.now() + 20_000;
    while (started.length < 2) {
      if (Date.now() > deadline) throw new Error(`no new worker: ${lines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const second = await stack.waitUntilReady(started[1]!);
    expect(second.pid).not.toBe(first.pid);
    expect(lines[0]).toMatch(/^worker exited \(.*SIGKILL.*\); restarting in 1 s$/);

    const body = await stack.waitForAnalysis(cookie, uploaded.analysis.id, { timeoutMs: 60_000 });
    expect(body.analysis, second.output()).toMatchObject({ status: 'completed', progress: 100 });
  }, 120_000);
});
