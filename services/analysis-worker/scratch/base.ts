import { readFileSync } from 'node:fs';
import { textPdf } from '../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../test/fixtures/documents.ts';
import { runInSandbox } from '../src/sandbox/run.ts';
const cpu = () => { const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' '); return (Number(f[13]) + Number(f[14])) / 100; };
const childCpu = () => { const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const pdf = await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]);
const N = Number(process.argv[2] ?? 8);
const c0 = childCpu(), s0 = cpu();
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const a = performance.now();
  const read = await runInSandbox({ task: 'read', bytes: pdf, ocrConcurrency: 1, ocrEngine: 'native' });
  const b = performance.now();
  await runInSandbox({ task: 'analyse', input: { pages: read.pages.map(({ number, text }) => ({ number, text })), fileName: 'x.pdf' } });
  const c = performance.now();
  console.log(`read ${Math.round(b - a)} ms, analyse ${Math.round(c - b)} ms`);
}
console.log(`per analysis: wall ${Math.round((performance.now() - t0) / N)} ms, child CPU ${((childCpu() - c0) / N).toFixed(3)} s, own CPU ${((cpu() - s0) / N).toFixed(3)} s`);
