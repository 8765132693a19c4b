// Scores the engine against a samples directory (sample-NN/document.txt + truth.json).
// Usage: node scripts/score-samples.ts /path/to/samples [--verbose]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseDocument, quoteFound, splitTextIntoPages } from '../src/index.ts';
import { compareFacts, compareFlags, type Truth } from '../test/compare.ts';

const dir = process.argv[2];
const verbose = process.argv.includes('--verbose');
if (!dir) {
  console.error('usage: node scripts/score-samples.ts SAMPLES_DIR [--verbose]');
  process.exit(2);
}
let totalOk = 0;
let totalFields = 0;
let allFlagsOk = true;
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
  const badQuotes = result.concerns.filter((c) => !quoteFound(pages, c.context)).length;
  totalOk += ok;
  totalFields += fields.length;
  if (flags.missing.length || flags.forbidden.length) allFlagsOk = false;
  console.log(
    `${name}: facts ${ok}/${fields.length}; mustFlag ${truth.mustFlag.length - flags.missing.length}/${truth.mustFlag.length}` +
      `; mustNotFlag violations ${flags.forbidden.length}/${truth.mustNotFlag.length}; concerns ${result.concerns.length}; quotes not found ${badQuotes}` +
      `; flags raised [${result.flags.join(', ')}]`,
  );
  for (const f of fields.filter((x) => !x.ok || verbose)) console.log(`   ${f.ok ? 'ok  ' : 'MISS'} ${f.field}: expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`);
  if (flags.missing.length) console.log(`   missing flags: ${flags.missing.join(', ')}`);
  if (flags.forbidden.length) console.log(`   forbidden flags raised: ${flags.forbidden.join(', ')}`);
}
console.log(`TOTAL facts ${totalOk}/${totalFields}; flags ${allFlagsOk ? 'all correct' : 'errors'}`);
