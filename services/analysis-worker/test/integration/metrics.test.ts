// Every service answers /metrics in Prometheus text with the doco_ series (issue 15): the gateway on
// its metrics server, billing at /metrics without the internal token, the analysis worker and the
// mailer on their health ports — each a real process or the real app, after real work.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '@doco/service-kit';
import { freePort } from '@doco/testkit';
import { documents } from './documents.ts';
import { startStack, type Stack } from './stack.ts';

const MAILER = fileURLToPath(new URL('../../../mailer/src/server.ts', import.meta.url));
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ workerEnv: { OCR_CONCURRENCY: '1' } });
}, 90_000);
afterAll(() => stack?.close(), 60_000);

const scrape = async (url: string) => {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series line, e.g. value(text, 'doco_analyses_total', { outcome: 'completed' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('/metrics on every service', () => {
  it('the worker counts the analysis, its stages and its OCR pages; the gateway its requests by route; billing the credit', async () => {
    const worker = await stack.startWorkerProcess();
    const { cookie } = await stack.signIn();
    const uploaded = (await stack.upload(cookie, 'scan.pdf', await documents.scannedPdf(2))).json();
    expect((await stack.start(cookie, uploaded.analysis.id)).statusCode).toBe(202);
    expect((await stack.waitForAnalysis(cookie, uploaded.analysis.id, { timeoutMs: 90_000 })).analysis.status).toBe('completed');

    const w = await scrape(`http://127.0.0.1:${worker.healthPort}/metrics`);
    expect(value(w, 'doco_analyses_total', { outcome: 'completed', service: 'analysis-worker' })).toBe(1);
    expect(value(w, 'doco_ocr_pages_total')).toBe(2);
    expect(value(w, 'doco_ocr_seconds_total')).toBeGreaterThan(0);
    expect(value(w, 'doco_job_duration_seconds_count', { queue: 'analysis', stage: 'read' })).toBe(1);
    expect(value(w, 'doco_queue_depth', { queue: 'analysis', state: 'waiting' })).toBe(0);
    expect(value(w, 'doco_process_resident_memory_bytes')).toBeGreaterThan(0);

    const server = await startMetricsServer({ host: '127.0.0.1', port: 0, metrics: stack.gatewayMetrics });
    try {
      const address = server.server.address() as { port: number };
      const g = await scrape(`http://127.0.0.1:${address.port}/metrics`);
      expect(value(g, 'doco_http_request_duration_seconds_count', { route: '/api/analyses/:id/start', status_code: '202', method: 'POST' })).toBe(1);
      expect(g).not.toContain(uploaded.analysis.id); // route patterns, never ids
      expect(value(g, 'doco_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    } finally {
      await server.close();
    }

    const b = await stack.billingApp.inject({ url: '/metrics' });
    expect(b.statusCode).toBe(200);
    expect(value(b.body, 'doco_credits_total', { event: 'consumed', service: 'billing' })).toBe(1);
    expect(value(b.body, 'doco_http_request_duration_seconds_count', { route: '/internal/credits/consume' })).toBe(1);
  }, 150_000);

  it('the mailer counts the mails it sends', async () => {
    const port = await freePort();
    const mailer = spawn(process.execPath, [MAILER], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        REDIS_URL: stack.redisUrl,
        QUEUE_PREFIX: stack.queuePrefix,
        MAIL_DIR: join(stack.dataDir, 'mail'),
        MAILER_HEALTH_PORT: String(port),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      let text = '';
      const deadline = Date.now() + 30_000;
      await stack.producer.sendEmail({ emailId: 'metrics-1', template: 'verify-email', to: 'priya@example.test', data: { firstName: 'Priya', link: 'http://127.0.0.1/verify-email?token=abc' } });
      while (value(text, 'doco_emails_total', { outcome: 'sent' }) !== 1) {
        if (Date.now() > deadline) throw new Error(`the mailer did not count the mail:\n${text}`);
        await new Promise((r) => setTimeout(r, 200));
        text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => (r.ok ? r.text() : ''), () => '');
      }
      expect(value(text, 'doco_queue_depth', { queue: 'email', state: 'failed' })).toBe(0);
      expect(text).toContain('service="mailer"');
    } finally {
      mailer.kill('SIGTERM');
    }
  }, 60_000);
});
