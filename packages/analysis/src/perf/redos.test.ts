// Every regular expression the engine (and the worker's text cleaning) runs over a document is
// checked by the recheck ReDoS analyser: a pattern whose matching time grows faster than the text
// (polynomial or exponential backtracking) fails here, with the attack string recheck built.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../../test/redos/allowlist.ts';
import { checkPatterns, describeVerdict } from '../../test/redos/check.ts';
import { collectPatterns, PLACEHOLDER, sourceFiles } from '../../test/redos/collect.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const FILES = [
  ...sourceFiles(join(ROOT, 'packages/analysis/src')),
  ...sourceFiles(join(ROOT, 'services/analysis-worker/src/extract')),
  ...sourceFiles(join(ROOT, 'services/analysis-worker/src/ocr')),
];

describe('regular expressions stay linear', () => {
  const found = collectPatterns(FILES, ROOT);

  it('finds the patterns by parsing the sources: literals, and RegExp built from folded constants', () => {
    expect(found.length).toBeGreaterThan(800);
    const where = (file: string) => found.filter((p) => p.file === file);
    expect(where('packages/analysis/src/extract/doctype.ts').some((p) => p.source.includes('price'))).toBe(true);
    expect(where('services/analysis-worker/src/ocr/clean.ts').length).toBeGreaterThan(0);
    // `new RegExp(String.raw`...${MONEY_SOURCE}...`)`: the imported constant is folded in.
    expect(where('packages/analysis/src/extract/oc.ts').some((p) => p.source.startsWith(String.raw`\$\s?(\d{1,3}`) && p.source.endsWith(`(?:${PLACEHOLDER})`))).toBe(true);
  });

  it('the analyser catches the cubic pattern doctype.ts used to have', async () => {
    const [old] = await checkPatterns([{ file: 'old doctype.ts', line: 11, source: String.raw`^\s*(?:purchase\s+)?price\s*(?::|\s{2,}|\s(?=\$))\s*\$`, flags: 'm', partial: false }], 1);
    expect(old?.diagnostics.status).toBe('vulnerable');
  }, 120_000);

  it('no pattern is vulnerable or undecided, except the few allowed with a reason', async () => {
    const verdicts = await checkPatterns(found);
    const allowed = (file: string, source: string) => ALLOWED.some((a) => a.files.includes(file) && a.source === source);
    const failing = verdicts.filter((v) => v.diagnostics.status !== 'safe');
    const unexplained = failing.filter((v) => !v.at.every((p) => allowed(p.file, p.source)));
    expect(unexplained.map(describeVerdict)).toEqual([]);
    const stale = ALLOWED.filter((a) => !a.files.every((file) => failing.some((v) => v.at.some((p) => p.file === file && p.source === a.source))));
    expect(stale).toEqual([]);
  }, 900_000);
});
