// Scores the engine alone on each sample's document.txt (seconds for all samples; the whole read
// path, every format, is services/analysis-worker/scripts/score-samples.ts). Held-out samples are
// totalled apart and their misses not printed.
// Usage: node scripts/score-samples.ts /path/to/samples [--verbose]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseDocument, quoteFound, splitTextIntoPages } from '../src/index.ts';
import { compareFacts, compareFlags, HELD_OUT_SAMPLES, type Truth } from '../test/compare.ts';

const dir = process.argv[2];
const verbose = process.argv.includes('--verbose');
if (!dir) {
  console.error('usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose]');
  process.exit(2);
}
const totals = { tuned: { ok: 0, all: 0, must: 0, missing: 0, false: 0 }, heldOut: { ok: 0, all: 0, must: 0, missing: 0, false: 0 } };
for (const name of readdirSync(dir).sort()) {
  const docPath = join(dir, name, 'document.txt');
  const truthPath = join(dir, name, 'truth.json');
  if (!existsSync(docPath) || !existsSync(truthPath)) continue;
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as Truth;
  const pages = splitTextIntoPages(readFileSync(docPath, 'utf8'));
  const result = analyseDocument({ pages, fileName: 'document.txt' });
  const fields = compareFacts(truth, result.facts);
  const ok = fields.filter((f) => f.ok).length;
  const flags = compareFlags(truth, result.flags);
  const held = HELD_OUT_SAMPLES.has(name);
  const t = held ? totals.heldOut : totals.tuned;
  t.ok += ok;
  t.all += fields.length;
  t.must += truth.mustFlag.length;
  t.missing += flags.missing.length;
  t.false += flags.forbidden.length;
  const badQuotes = result.concerns.filter((c) => !quoteFound(pages, c.context)).length;
  console.log(
    `${name}${held ? ' (held out)' : ''}: facts ${ok}/${fields.length}; mustFlag ${truth.mustFlag.length - flags.missing.length}/${truth.mustFlag.length}` +
      `; false ${flags.forbidden.length}; concerns ${result.concerns.length}; quotes not found ${badQuotes}`,
  );
  if (held) continue;
  for (const f of fields.filter((x) => !x.ok || verbose)) console.log(`   ${f.ok ? 'ok  ' : 'MISS'} ${f.field}: expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`);
  if (flags.missing.length) console.log(`   missing flags: ${flags.missing.join(', ')}`);
  if (flags.forbidden.length) console.log(`   false flags: ${flags.forbidden.join(', ')}`);
}
for (const [label, t] of Object.entries(totals)) {
  console.log(`${label.padEnd(8)} facts ${t.ok}/${t.all} = ${(t.ok / Math.max(1, t.all)).toFixed(3)}; must-flags ${t.must - t.missing}/${t.must}; false concerns ${t.false}`);
}
