import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { repoRoot } from '@doco/config';

export interface ServiceSpec {
  name: string;
  entry: string;
  colour: number;
  /** Node flags of its own (before the entry). */
  nodeFlags?: string[];
}

/**
 * The gateway's young generation: 64 MB semi-spaces instead of V8's 16 MB. Every request's garbage dies
 * young; with the default, scavenges ran every few milliseconds under the polls and caught requests
 * still in flight, copying and promoting them (11-14% of the gateway's CPU under `npm run bench -- api`,
 * 1-2% with this). The Dockerfile starts the gateway with the same flag.
 */
export const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=64'];

/** The four services `npm start` runs, each as its own Node process with prefixed output. */
export const SERVICES: ServiceSpec[] = [
  { name: 'gateway', entry: 'services/gateway/src/server.ts', colour: 36, nodeFlags: GATEWAY_NODE_FLAGS },
  { name: 'billing', entry: 'services/billing/src/server.ts', colour: 35 },
  { name: 'worker', entry: 'services/analysis-worker/src/server.ts', colour: 33 },
  { name: 'mailer', entry: 'services/mailer/src/server.ts', colour: 32 },
];

const width = Math.max(...SERVICES.map((s) => s.name.length));

function prefixLines(stream: NodeJS.ReadableStream, prefix: string, out: NodeJS.WritableStream) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

export function startService(spec: ServiceSpec, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [...(spec.nodeFlags ?? []), join(repoRoot, spec.entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const colour = process.stdout.isTTY ? `\x1b[${spec.colour}m` : '';
  const reset = process.stdout.isTTY ? '\x1b[0m' : '';
  const prefix = `${colour}${spec.name.padEnd(width)} |${reset}`;
  prefixLines(child.stdout!, prefix, process.stdout);
  prefixLines(child.stderr!, prefix, process.stderr);
  return child;
}

/** SIGTERM each child, wait for all to exit (SIGKILL after the grace period). */
export async function stopAll(children: ChildProcess[], graceMs = 30_000) {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}
