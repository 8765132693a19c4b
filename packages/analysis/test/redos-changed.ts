// Checks only the patterns in the given source files (a quick pass before the full redos test).
// Usage: node test/redos-changed.ts src/extract/permits.ts src/text/doc.ts
import { join } from 'node:path';
import { checkPatterns, describeVerdict } from './redos/check.ts';
import { collectPatterns } from './redos/collect.ts';

const root = join(import.meta.dirname, '..');
const files = process.argv.slice(2).map((f) => join(root, f));
const verdicts = await checkPatterns(collectPatterns(files, root));
for (const v of verdicts) if (v.diagnostics.status !== 'safe') console.log(describeVerdict(v));
console.log(`checked ${verdicts.length} patterns`);
