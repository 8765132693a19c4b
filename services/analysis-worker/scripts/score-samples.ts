// Scores the whole read path — extraction, OCR and the engine, through the `doco analyze` CLI — on a
// samples directory: every format each sample has (document.txt/.pdf/.docx, scanned.pdf) against its
// truth.json, including sample-11's mixed.pdf (a text PDF with image-only pages). Usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose]
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { compareFacts, compareFlags, type Truth } from '@doco/analysis/scoring';

const run = promisify(execFile);
const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
const FORMATS = ['document.txt', 'document.pdf', 'document.docx', 'scanned.pdf', 'mixed.pdf'];

const dir = process.argv[2];
const verbose = process.argv.includes('--verbose');
if (!dir) {
  console.error('usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose]');
  process.exit(2);
}

const rows: string[][] = [['sample', 'format', 'facts', 'mustFlag', 'mustNotFlag raised', 'seconds']];
let factsOk = 0;
let factsAll = 0;
let missingFlags = 0;
let forbiddenFlags = 0;
for (const name of readdirSync(dir).sort()) {
  const truthPath = join(dir, name, 'truth.json');
  if (!existsSync(truthPath)) continue;
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as Truth;
  for (const format of FORMATS) {
    const file = join(dir, name, format);
    if (!existsSync(file)) continue;
    const started = performance.now();
    const { stdout } = await run(process.execPath, [CLI, 'analyze', file, '--json'], { maxBuffer: 64 * 1024 * 1024 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const result = JSON.parse(stdout) as { facts: Parameters<typeof compareFacts>[1]; flags: string[] };
    const fields = compareFacts(truth, result.facts);
    const flags = compareFlags(truth, result.flags as never);
    factsOk += fields.filter((f) => f.ok).length;
    factsAll += fields.length;
    missingFlags += flags.missing.length;
    forbiddenFlags += flags.forbidden.length;
    rows.push([
      name,
      format,
      `${fields.filter((f) => f.ok).length}/${fields.length}`,
      `${truth.mustFlag.length - flags.missing.length}/${truth.mustFlag.length}`,
      `${flags.forbidden.length}/${truth.mustNotFlag.length}`,
      seconds,
    ]);
    for (const f of fields.filter((x) => !x.ok || verbose)) {
      console.log(`  ${name} ${format} ${f.ok ? 'ok  ' : 'MISS'} ${f.field}: expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`);
    }
    if (flags.missing.length) console.log(`  ${name} ${format} missing flags: ${flags.missing.join(', ')}`);
    if (flags.forbidden.length) console.log(`  ${name} ${format} forbidden flags: ${flags.forbidden.join(', ')}`);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(`TOTAL facts ${factsOk}/${factsAll} = ${(factsOk / Math.max(1, factsAll)).toFixed(3)}; mustFlag missing ${missingFlags}; mustNotFlag raised ${forbiddenFlags}`);
