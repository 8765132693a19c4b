// Prints what the engine reads from one TXT file: facts, risk kinds, concerns with quotes, could-not-confirm.
// Usage: node scripts/probe.ts FILE.txt
import { readFileSync } from 'node:fs';
import { analyseDocument, splitTextIntoPages } from '../src/index.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/probe.ts FILE.txt');
  process.exit(2);
}
const r = analyseDocument({ pages: splitTextIntoPages(readFileSync(file, 'utf8')), fileName: file });
console.log(JSON.stringify(r.facts, null, 1));
console.log('flags', r.flags);
for (const c of r.concerns) console.log(`- [${c.kind}] ${c.title} :: ${JSON.stringify(c.context).slice(0, 160)}`);
for (const c of r.couldNotConfirm ?? []) console.log(`? ${JSON.stringify(c).slice(0, 200)}`);
console.log('parts', r.parts?.map((p) => `${p.kind}:${p.pages.join(',')}`).join(' '));
