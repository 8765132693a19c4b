// Scores the whole read path — extraction, OCR and the engine, through the `doco analyze` CLI — on a
// samples directory: every format each sample has (document.txt/.pdf/.docx, scanned.pdf, mixed.pdf)
// against its truth.json. Facts field by field; risk kinds as the truth's `flagsComplete` defines them
// (anything raised outside mustFlag and notJudged is a false concern); concerns that carry no kind.
//
// Usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose] [--only sample-14,sample-15] [--formats txt,pdf]
//
// Held-out discipline: the samples in HELD_OUT_SAMPLES are never tuned on. Their figures are printed apart,
// and a change is judged on them without reading their misses (run with --hide-held-out-misses).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { compareFacts, compareFlags, HELD_OUT_SAMPLES, type Truth } from '@doco/analysis/scoring';

const run = promisify(execFile);
const CLI = new URL('../src/cli.ts', import.meta.url).pathname;
const FORMATS = ['document.txt', 'document.pdf', 'document.docx', 'scanned.pdf', 'mixed.pdf'];

const args = process.argv.slice(2);
const VALUED = new Set(['--only', '--formats']);
const dir = args.find((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1] ?? ''));
const verbose = args.includes('--verbose');
const hideHeldOut = args.includes('--hide-held-out-misses');
const optionValue = (name: string): string[] | null => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]!.split(',') : null;
};
const only = optionValue('--only');
const formats = optionValue('--formats');
if (!dir) {
  console.error('usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose] [--only sample-14,...] [--formats txt,pdf,docx,scanned,mixed] [--hide-held-out-misses]');
  process.exit(2);
}

interface Tally {
  factsOk: number;
  factsAll: number;
  mustAll: number;
  mustMissing: number;
  falseFlags: number;
  concerns: number;
  kindless: number;
  runs: number;
}
const tally = (): Tally => ({ factsOk: 0, factsAll: 0, mustAll: 0, mustMissing: 0, falseFlags: 0, concerns: 0, kindless: 0, runs: 0 });
const totals = { tuned: tally(), heldOut: tally() };

const rows: string[][] = [['sample', 'format', 'set', 'facts', 'mustFlag', 'false', 'no kind', 'seconds']];
for (const name of readdirSync(dir).sort()) {
  const truthPath = join(dir, name, 'truth.json');
  if (!existsSync(truthPath) || (only && !only.includes(name))) continue;
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as Truth;
  const heldOut = HELD_OUT_SAMPLES.has(name);
  const t = heldOut ? totals.heldOut : totals.tuned;
  for (const format of FORMATS) {
    const file = join(dir, name, format);
    if (!existsSync(file)) continue;
    if (formats && !formats.some((f) => format.includes(f === 'txt' ? '.txt' : f === 'pdf' ? 'document.pdf' : f))) continue;
    const started = performance.now();
    const { stdout } = await run(process.execPath, [CLI, 'analyze', file, '--json'], { maxBuffer: 64 * 1024 * 1024 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const result = JSON.parse(stdout) as { facts: Parameters<typeof compareFacts>[1]; flags: string[]; concerns: { kind?: string; flag?: string }[] };
    const fields = compareFacts(truth, result.facts);
    const flags = compareFlags(truth, result.flags);
    const ok = fields.filter((f) => f.ok).length;
    const kindless = result.concerns.filter((c) => !(c.kind ?? c.flag)).length;
    t.factsOk += ok;
    t.factsAll += fields.length;
    t.mustAll += truth.mustFlag.length;
    t.mustMissing += flags.missing.length;
    t.falseFlags += flags.forbidden.length;
    t.concerns += result.concerns.length;
    t.kindless += kindless;
    t.runs += 1;
    rows.push([
      name,
      format,
      heldOut ? 'held-out' : 'tuned',
      `${ok}/${fields.length}`,
      `${truth.mustFlag.length - flags.missing.length}/${truth.mustFlag.length}`,
      String(flags.forbidden.length),
      `${kindless}/${result.concerns.length}`,
      seconds,
    ]);
    if (heldOut && hideHeldOut) continue;
    for (const f of fields.filter((x) => !x.ok || verbose)) {
      console.log(`  ${name} ${format} ${f.ok ? 'ok  ' : 'MISS'} ${f.field}: expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`);
    }
    if (flags.missing.length) console.log(`  ${name} ${format} missing flags: ${flags.missing.join(', ')}`);
    if (flags.forbidden.length) console.log(`  ${name} ${format} false flags: ${flags.forbidden.join(', ')}`);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
const line = (label: string, x: Tally): string =>
  `${label}: runs ${x.runs}; facts ${x.factsOk}/${x.factsAll} = ${(x.factsOk / Math.max(1, x.factsAll)).toFixed(3)}; ` +
  `must-flags ${x.mustAll - x.mustMissing}/${x.mustAll} = ${((x.mustAll - x.mustMissing) / Math.max(1, x.mustAll)).toFixed(3)}; ` +
  `false concerns ${x.falseFlags}; concerns without a kind ${x.kindless}/${x.concerns}`;
console.log(line('TUNED   ', totals.tuned));
console.log(line('HELD-OUT', totals.heldOut));
