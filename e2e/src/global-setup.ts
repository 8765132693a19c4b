import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type A11yEntry, a11yTable } from './a11y-ledger.ts';
import { ARTIFACTS } from './browser.ts';

const isRunOutput = (f: string) => /^axe-.*\.json$/.test(f) || /^failure.*\.png$/.test(f) || f === 'axe-summary.md';

/**
 * Before the run: clears the previous run's axe results and failure screenshots. After it: prints
 * one axe-core table for every screen every file scanned, and saves it as artifacts/axe-summary.md.
 */
export default function setup() {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const f of readdirSync(ARTIFACTS)) if (isRunOutput(f)) rmSync(join(ARTIFACTS, f));

  return () => {
    if (!existsSync(ARTIFACTS)) return;
    const entries = readdirSync(ARTIFACTS)
      .filter((f) => /^axe-.*\.json$/.test(f))
      .sort()
      .flatMap((f) => JSON.parse(readFileSync(join(ARTIFACTS, f), 'utf8')) as A11yEntry[]);
    if (entries.length === 0) return;
    const table = a11yTable(entries);
    writeFileSync(join(ARTIFACTS, 'axe-summary.md'), `${table}\n`);
    console.log(`\naxe-core, every screen scanned (violations by impact):\n${table}\n`);
  };
}
