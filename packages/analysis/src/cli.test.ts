import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from './cli.ts';
import type { AnalysisResult } from './result.ts';

function io(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readFile: (p) => {
      const hit = Object.entries(files).find(([k]) => p.endsWith(k));
      if (!hit) throw new Error('ENOENT');
      return hit[1];
    },
  };
  return { cli, out, err };
}

const nil = readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'vic-s32-nil', 'document.txt'), 'utf8');

describe('doco CLI', () => {
  it('analyze --json prints the analysis result', () => {
    const t = io({ 'doc.txt': nil });
    expect(runCli(['analyze', 'doc.txt', '--json'], t.cli)).toBe(0);
    const r = JSON.parse(t.out.join('')) as AnalysisResult;
    expect(r.documentType).toBe('section32');
    expect(r.facts.propertyDetails.address).toBe('17 Larch Grove, Blackburn VIC 3130');
  });
  it('analyze without --json prints a readable summary', () => {
    const t = io({ 'doc.txt': nil });
    expect(runCli(['analyze', 'doc.txt'], t.cli)).toBe(0);
    expect(t.out.join('\n')).toMatch(/Price: Not specified in contract/);
  });
  it('explains that PDF and Word extraction lives in the worker', () => {
    for (const f of ['a.pdf', 'b.docx']) {
      const t = io();
      expect(runCli(['analyze', f], t.cli)).toBe(2);
      expect(t.err.join('')).toMatch(/text extraction .* lives in the analysis worker/);
    }
  });
  it('reports a missing file', () => {
    const t = io();
    expect(runCli(['analyze', 'missing.txt'], t.cli)).toBe(1);
  });
  it('duty delegates to the costs module', () => {
    const t = io();
    expect(runCli(['duty', '--state', 'VIC', '--price', '500000'], t.cli)).toBe(0);
    expect(t.out.join('')).toMatch(/25070/);
    const bad = io();
    expect(runCli(['duty', '--state', 'XX', '--price', '1'], bad.cli)).toBe(2);
  });
  it('prints usage for an unknown command', () => {
    const t = io();
    expect(runCli(['frobnicate'], t.cli)).toBe(2);
    expect(t.err.join('')).toMatch(/Usage/);
  });
});
