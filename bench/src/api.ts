// bench/api (`npm run bench -- api`): the product started as `npm start` starts it (four service
// processes on a fresh database), then autocannon against, in one run and side by side: a bare
// Fastify answering the same JSON as the credits poll, /healthz, GET /api/subscription/credits,
// GET /api/auth/user and GET /api/analyses/{id} of a completed analysis (with the session cookie).
// Prints req/s, p50/p99 and the share of bare Fastify; writes bench/results/api.json.
//
// autocannon runs in this process, and its pauses count in every latency it reports. Reading 200
// connections' worth of completed analyses (the full result JSON each time) filled V8's default 16 MB young
// generation several times a second, and those collections alone put the analysis route's p99 at
// 36-38 ms while the gateway was idle waiting. The bench script gives this process a 32 MB young
// generation (`--max-semi-space-size=32`, bench/package.json): the p99 then measures the server.
// The services run with Node's defaults, as `npm start` runs them.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createDb } from '@doco/db';
import { startStack } from '@doco/e2e/stack';
import { hashPassword } from '@doco/gateway/testing';
import { textPdfOf } from './documents.ts';
import { isMain, machine, round, table, writeResult } from './report.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function hammer(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // A short warm-up, then the measured run.
  // Warm-up at the measured load (the JIT and the caches settle), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    url,
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function runApiBench() {
  console.log(`\n== API hot paths (${CONNECTIONS} connections, ${SECONDS} s each; shared machine: figures vary between runs) ==`);
  const stack = await startStack();
  const bare = Fastify({ logger: false });
  try {
    // A verified user, signed in through the real login route.
    const db = createDb({ url: stack.databaseUrl });
    const email = `bench-${Date.now()}@example.test`;
    const password = 'bench-password-2026';
    await db.insertInto('users').values({ email, firstName: 'Bench', lastName: 'User', hashedPassword: await hashPassword(password), emailVerified: true }).execute();
    await db.destroy();
    const origin = { origin: stack.baseUrl };
    const login = await fetch(`${stack.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...origin }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    // A completed analysis of a 3-page text PDF.
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(await textPdfOf(3))], { type: 'application/pdf' }), 'contract.pdf');
    const uploaded = (await (await fetch(`${stack.baseUrl}/api/documents`, { method: 'POST', headers: { cookie, ...origin }, body: form })).json()) as { analysis: { id: string } };
    const analysisId = uploaded.analysis.id;
    await fetch(`${stack.baseUrl}/api/analyses/${analysisId}/start`, { method: 'POST', headers: { cookie, ...origin } });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const body = (await (await fetch(`${stack.baseUrl}/api/analyses/${analysisId}`, { headers: { cookie } })).json()) as { analysis: { status: string } };
      if (body.analysis.status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`the analysis did not complete: ${body.analysis.status}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    const credits = await (await fetch(`${stack.baseUrl}/api/subscription/credits`, { headers: { cookie } })).json();
    bare.get('/credits', async () => credits);
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const rows: Row[] = [];
    rows.push(await hammer('bare Fastify, same JSON', `${bareUrl}/credits`));
    rows.push(await hammer('gateway /healthz', `${stack.baseUrl}/healthz`));
    rows.push(await hammer('GET /api/subscription/credits', `${stack.baseUrl}/api/subscription/credits`, { cookie }));
    rows.push(await hammer('GET /api/auth/user', `${stack.baseUrl}/api/auth/user`, { cookie }));
    rows.push(await hammer('GET /api/analyses/{id} (completed)', `${stack.baseUrl}/api/analyses/${analysisId}`, { cookie }));
    const bareRps = rows[0]!.requestsPerSecond;
    console.log(
      table(
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'share of bare', 'non-2xx', 'errors'],
        rows.map((r) => [r.name, r.requestsPerSecond, r.p50Ms, r.p99Ms, `${round((100 * r.requestsPerSecond) / bareRps, 1)}%`, r.non2xx, r.errors]),
      ),
    );
    console.log(`written ${writeResult('api', { machine: machine(), sharedMachine: true, connections: CONNECTIONS, seconds: SECONDS, rows })}`);
  } finally {
    await bare.close();
    await stack.stop();
  }
}

if (isMain(import.meta.url)) {
  await runApiBench();
  process.exit(0);
}
