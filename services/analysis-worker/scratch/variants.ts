import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { textPdf } from '../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../test/fixtures/documents.ts';
import { childBundle } from '../src/sandbox/child-bundle.ts';
import { permissionFlags } from '../src/sandbox/permissions.ts';
import { isolated } from '../src/sandbox/network-isolation.ts';
const stat = () => readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ').map(Number);
const childCpu = () => { const f = stat(); return (f[13]! + f[14]!) / 100; };
const pdf = await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]);
const script = await childBundle();
async function once(variant: string) {
  const perm = variant.includes('perm') ? ['--disable-warning=SecurityWarning', ...permissionFlags(script, { addons: true, workers: false })] : [];
  let node = [...(variant.includes('prof') ? ['--cpu-prof', '--cpu-prof-dir=/tmp/tp-cprof'] : []), ...perm, script];
  const { command, args } = variant.includes('ns') ? isolated(process.execPath, node) : { command: process.execPath, args: node };
  const t0 = performance.now();
  const child = spawn(command, args, { env: { PATH: process.env.PATH! }, cwd: '/', serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const res = new Promise<number>((resolve) => child.on('message', (m: any) => { if (m.type === 'result') resolve(performance.now() - t0); }));
  child.send({ task: 'read', bytes: pdf, ocrConcurrency: 1, ocrEngine: 'native' });
  const ms = await res;
  await new Promise((r) => { child.on('exit', r); child.disconnect(); });
  return ms;
}
for (const v of (process.argv[2] ?? 'plain,perm,ns,perm+ns').split(',')) {
  const c0 = childCpu(); const times = [];
  for (let i = 0; i < 4; i++) times.push(Math.round(await once(v)));
  console.log(v.padEnd(10), 'read ms', times.join(' '), 'child CPU/run', ((childCpu() - c0) / 4).toFixed(3));
}
