import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { heroOf, type SampleReport } from './present.ts';

const FULL = 'virtual:sample-report';
const HERO = 'virtual:sample-report-hero';
const GENERATOR = fileURLToPath(new URL('./generate.ts', import.meta.url));

/** Runs the engine on the sample pack in its own Node process (the engine's sources are TypeScript run by Node). */
function generate(): SampleReport {
  const run = spawnSync(process.execPath, [GENERATOR], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the sample report could not be generated:\n${run.stderr}`);
  return JSON.parse(run.stdout) as SampleReport;
}

/**
 * `virtual:sample-report` (the whole sample report, loaded with its own page) and
 * `virtual:sample-report-hero` (the few figures the landing hero shows), made by the engine when the
 * web is built, served or tested: never a stored copy that could fall behind the engine.
 */
export function sampleReport(): Plugin {
  let report: SampleReport | null = null;
  const get = () => (report ??= generate());
  return {
    name: 'doco-sample-report',
    resolveId: (id) => (id === FULL || id === HERO ? `\0${id}` : null),
    load(id) {
      if (id === `\0${FULL}`) return `export default ${JSON.stringify(get())};`;
      if (id === `\0${HERO}`) return `export default ${JSON.stringify(heroOf(get()))};`;
      return null;
    },
    // The sample pack or the engine changed: generate again.
    watchChange(id) {
      if (id.endsWith('section-32.txt') || id.includes('/packages/analysis/src/')) report = null;
    },
  };
}
