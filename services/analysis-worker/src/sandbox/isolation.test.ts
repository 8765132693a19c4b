import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeReport } from '../../test/sandbox-probe.ts';
import { networkIsolation } from './network-isolation.ts';
import type { SandboxRequest } from './protocol.ts';
import { runInSandbox } from './run.ts';

// The probe runs in place of the sandbox child, started by runInSandbox with the child's launch
// options (those of a reading child, which has the most: addons and worker threads).
const probe = fileURLToPath(new URL('../../test/sandbox-probe.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SECRETS = { DATABASE_URL: 'postgres://doco:hunter2@127.0.0.1:5432/doco', BILLING_TOKEN_WORKER: 'worker-token-the-child-must-not-see', LLM_API_KEY: 'sk-llm' };
// Where a local Postgres listens without TCP (trusted on many machines) and Redis might.
const UNIX_SOCKETS = ['/var/run/postgresql/.s.PGSQL.5432', '/run/postgresql/.s.PGSQL.5432', '/var/run/redis/redis-server.sock'].filter(existsSync);

let dir: string;
let secret: string;
let report: ProbeReport;
const saved = Object.fromEntries(Object.keys(SECRETS).map((name) => [name, process.env[name]]));

const reachable = (options: net.NetConnectOpts) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(options, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

beforeAll(async () => {
  // Another user's stored document, where the worker keeps them (DATA_DIR under the repository).
  await mkdir(path.join(repoRoot, '.data'), { recursive: true });
  dir = await mkdtemp(path.join(repoRoot, '.data', 'sandbox-probe-'));
  secret = path.join(dir, 'another-users-document.pdf');
  await writeFile(secret, '%PDF-1.7 someone else');
  Object.assign(process.env, SECRETS);
  const paths = { secret, ownCode: fileURLToPath(new URL('./child.ts', import.meta.url)), unixSockets: UNIX_SOCKETS };
  const request: SandboxRequest = { task: 'read', bytes: new TextEncoder().encode(JSON.stringify(paths)), ocrConcurrency: 1, ocrEngine: 'tesseractjs' };
  report = (await runInSandbox(request, { childScript: probe })) as unknown as ProbeReport;
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a sandbox child holds nothing worth stealing', () => {
  it("sees none of the worker's secrets: its environment is PATH and OCR settings only", () => {
    expect(process.env.DATABASE_URL).toBe(SECRETS.DATABASE_URL);
    for (const name of Object.keys(SECRETS)) expect(report.env[name]).toBeUndefined();
    // Node's IPC channel variables, and the working directory the isolation's shell records.
    const env = Object.keys(report.env).filter((name) => !name.startsWith('NODE_CHANNEL_') && !(name === 'PWD' && report.env.PWD === '/'));
    expect(env.sort()).toEqual(
      ['OMP_THREAD_LIMIT', 'PATH', ...(process.env.TESSDATA_PREFIX ? ['TESSDATA_PREFIX'] : [])].sort(),
    );
  });

  it('cannot open a socket to Postgres or Redis, over TCP or a Unix socket, though the worker can', async () => {
    expect(networkIsolation().mode).toBe('namespace');
    expect(await reachable({ host: '127.0.0.1', port: 5432 })).toBe(true);
    expect(await reachable({ host: '127.0.0.1', port: 6379 })).toBe(true);
    expect(report.sockets.postgres).not.toBe('connected');
    expect(report.sockets.redis).not.toBe('connected');
    for (const socket of UNIX_SOCKETS) {
      expect(await reachable({ path: socket })).toBe(true);
      expect(report.sockets[socket]).not.toBe('connected');
    }
  });

  it('reads its own code but no file outside it, writes nothing and spawns nothing', () => {
    expect(report.reads.ownCode).toBe('ok');
    expect(report.reads.secret).toBe('ERR_ACCESS_DENIED');
    expect(report.reads.passwd).toBe('ERR_ACCESS_DENIED');
    expect(report.write).toBe('ERR_ACCESS_DENIED');
    expect(report.spawn).toBe('ERR_ACCESS_DENIED');
  });
});
