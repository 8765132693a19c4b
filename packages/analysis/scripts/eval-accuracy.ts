// `npm run eval [SAMPLES_DIR] [--out FILE]`: measures the engine on the labelled documents it is not
// tuned on (HELD_OUT_SAMPLES) and writes the figures the web's Accuracy page publishes. It scores with
// the same comparison as score-samples.ts (test/compare.ts): each fact field against truth.json, and
// each risk kind the truth says must be raised, or must not be (false concerns, as flagsComplete defines).
// SAMPLES_DIR defaults to ../shared/samples (beside the repository); FILE to the web's accuracy.json.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseDocument, splitTextIntoPages } from '../src/index.ts';
import { compareFacts, compareFlags, HELD_OUT_SAMPLES, type Truth } from '../test/compare.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? resolve(args[outAt + 1] ?? '') : join(repo, 'web/src/features/accuracy/accuracy.json');
const dir = resolve(args.find((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1)) ?? join(repo, '../shared/samples'));
if (!existsSync(dir)) {
  console.error(`no samples at ${dir}: usage: npm run eval -- [SAMPLES_DIR] [--out FILE]`);
  process.exit(2);
}

interface Tally {
  correct: number;
  total: number;
}
const fields = new Map<string, Tally>();
/** Per risk kind: documents that must raise it, how many did, and how many raised it falsely. */
const kinds = new Map<string, { expected: number; found: number; falselyRaised: number }>();
const kind = (k: string) => kinds.get(k) ?? (kinds.set(k, { expected: 0, found: 0, falselyRaised: 0 }), kinds.get(k)!);
const documents: string[] = [];

for (const name of readdirSync(dir).sort()) {
  if (!HELD_OUT_SAMPLES.has(name)) continue;
  const docPath = join(dir, name, 'document.txt');
  const truthPath = join(dir, name, 'truth.json');
  if (!existsSync(docPath) || !existsSync(truthPath)) continue;
  documents.push(name);
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as Truth;
  const result = analyseDocument({ pages: splitTextIntoPages(readFileSync(docPath, 'utf8')), fileName: 'document.txt' });
  for (const f of compareFacts(truth, result.facts)) {
    const t = fields.get(f.field) ?? { correct: 0, total: 0 };
    t.total += 1;
    if (f.ok) t.correct += 1;
    fields.set(f.field, t);
  }
  const flags = compareFlags(truth, result.flags);
  for (const k of truth.mustFlag) {
    kind(k).expected += 1;
    if (!flags.missing.includes(k)) kind(k).found += 1;
  }
  for (const k of flags.forbidden) kind(k).falselyRaised += 1;
}
if (documents.length === 0) {
  console.error(`none of the held-out samples (${[...HELD_OUT_SAMPLES].join(', ')}) is in ${dir}`);
  process.exit(1);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const report = {
  measuredOn: new Date().toISOString().slice(0, 10),
  documents: documents.length,
  samples: documents,
  method:
    'The text of each document is analysed by the engine, the same code that reads every upload. Each fact it reports is compared with the answer a person wrote down for that document; each kind of concern with the kinds the person says the document must raise, and must not.',
  fields: [...fields].map(([field, t]) => ({ field, ...t })),
  concernKinds: [...kinds].sort(([a], [b]) => a.localeCompare(b)).map(([k, t]) => ({ kind: k, ...t })),
  totals: {
    fieldsCorrect: sum([...fields.values()].map((t) => t.correct)),
    fields: sum([...fields.values()].map((t) => t.total)),
    concernsFound: sum([...kinds.values()].map((t) => t.found)),
    concernsExpected: sum([...kinds.values()].map((t) => t.expected)),
    falseConcerns: sum([...kinds.values()].map((t) => t.falselyRaised)),
  },
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
const t = report.totals;
console.log(`${documents.length} held-out documents: facts ${t.fieldsCorrect}/${t.fields}; concerns found ${t.concernsFound}/${t.concernsExpected}; false concerns ${t.falseConcerns}`);
console.log(`written to ${out}`);
