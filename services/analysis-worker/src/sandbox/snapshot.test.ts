import { readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { resolveOcrEngine } from '../ocr/engine.ts';
import { childScript } from './code-cache.ts';
import { launchSandboxChild } from './launch.ts';
import { networkIsolation } from './network-isolation.ts';
import { CHILD_READABLE } from './permissions.ts';
import { DEFAULT_SANDBOX, launchOptionsFor, openSandbox } from './run.ts';

// Children start from the startup snapshot (snapshot.ts), a heap saved by another process: the same
// sandbox must hold for them as for a child started from the bundle (isolation.test.ts probes those
// flags from inside). Seen from outside, on a child started from the snapshot exactly as the pool
// starts one: its environment, its Node flags, its network namespace; then a document read and analysed.
const SECRETS = { DATABASE_URL: 'postgres://doco:hunter2@127.0.0.1:5432/doco', BILLING_TOKEN_WORKER: 'worker-token-the-child-must-not-see', LLM_API_KEY: 'sk-llm' };
const launch = launchOptionsFor(DEFAULT_SANDBOX, 'native');

describe('a sandbox child started from the startup snapshot', () => {
  it('is made for the current build, and children start from it', async () => {
    expect(await childScript(launch)).toMatch(/child-[0-9a-f]{16}\.blob$/);
  }, 120_000);

  it('holds no secret, runs under the permission model reading only its code, and has no network where the platform allows', async () => {
    const saved = Object.fromEntries(Object.keys(SECRETS).map((name) => [name, process.env[name]]));
    Object.assign(process.env, SECRETS);
    const blob = await childScript(launch);
    const child = launchSandboxChild(blob, launch);
    try {
      // The child waits for its task with the snapshot deserialised (or nearly): its process is Node by then.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0').filter(Boolean);
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      for (const value of Object.values(SECRETS)) expect(environ.join('\n')).not.toContain(value);
      expect(environ.map((entry) => entry.split('=')[0]).sort()).toEqual(expect.arrayContaining(['OMP_THREAD_LIMIT']));
      expect(environ.some((entry) => /^(DATABASE_URL|BILLING_TOKEN_WORKER|LLM_API_KEY|NODE_OPTIONS|S3_)/.test(entry))).toBe(false);
      expect(cmdline[0]).toBe(process.execPath);
      expect(cmdline).toContain('--permission');
      expect(cmdline).toEqual(expect.arrayContaining(['--snapshot-blob', blob]));
      const readable = cmdline.filter((arg) => arg.startsWith('--allow-fs-read=')).map((arg) => arg.slice('--allow-fs-read='.length));
      expect(readable.sort()).toEqual([...CHILD_READABLE, blob].sort());
      expect(cmdline.some((arg) => arg.startsWith('--allow-fs-write') || arg === '--allow-child-process')).toBe(false);
      if (networkIsolation().mode === 'namespace') expect(readlinkSync(`/proc/${child.pid}/ns/net`)).not.toBe(readlinkSync('/proc/self/ns/net'));
    } finally {
      child.kill('SIGKILL');
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }, 120_000);

  it('reads a document and runs the engine on it, once', async () => {
    const ocrEngine = resolveOcrEngine('auto');
    const sandbox = await openSandbox({ ocrEngine });
    try {
      const read = await sandbox.run({ task: 'read', bytes: await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), ocrConcurrency: 1, ocrEngine });
      expect(read.pages).toHaveLength(2);
      const { result } = await sandbox.run({ task: 'analyse', input: { pages: read.pages.map(({ number, text }) => ({ number, text })), fileName: 'a.pdf' } });
      expect(result.concerns.length).toBeGreaterThan(0);
      // After the engine the child is done: a second document is refused.
      await expect(sandbox.run({ task: 'read', bytes: new Uint8Array(4), ocrConcurrency: 1, ocrEngine })).rejects.toThrow();
    } finally {
      sandbox.close();
    }
  }, 120_000);
});
