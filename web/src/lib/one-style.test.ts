import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: one date style (lib/format.ts's formatDate, "13 Mar 2026") and one spelling ("Analysing")
// across the web's sources, so a new screen cannot bring back a second one.

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('one style across the web', () => {
  it('formats dates only through lib/format.ts', () => {
    const own = files.filter((f) => f.path !== join('lib', 'format.ts') && /toLocaleDateString|toLocaleString\(|Intl\.DateTimeFormat|toDateString\(/.test(f.text));
    expect(own.map((f) => f.path)).toEqual([]);
  });

  it('spells analyse the Australian way in what it shows', () => {
    const american = files.filter((f) => /\b[Aa]naly[z]/.test(f.text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
    expect(american.map((f) => f.path)).toEqual([]);
  });
});
