// The failure classes seen on unseen documents, each on a fixture written for the project
// (test/fixtures/classes). Each test reads the whole engine, as a buyer's report does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analyse.ts';
import { splitTextIntoPages } from './text/pages.ts';

const fixture = (name: string) => {
  const text = readFileSync(new URL(`../test/fixtures/classes/${name}`, import.meta.url), 'utf8');
  return analyseDocument({ pages: splitTextIntoPages(text), fileName: name }, { costs: null });
};

describe('parts of a pack', () => {
  const r = fixture('vic-pack-printed-conditions.txt');

  it('splits the pack into particulars, special conditions and printed general conditions', () => {
    expect(r.parts.map((p) => [p.kind, p.pages])).toEqual([
      ['particulars', [1]],
      ['special-conditions', [2]],
      ['general-conditions', [3, 4]],
      ['other', [4]],
    ]);
    expect(r.parts.every((p) => p.confidence > 0 && p.confidence <= 100)).toBe(true);
  });

  it('raises nothing from printed general conditions that mention caveats, covenants, acquisition, bushfire, GAIC and levies', () => {
    expect(r.flags).toEqual([]);
    expect(r.concerns.filter((c) => c.page >= 3)).toEqual([]);
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.covenants).toEqual([]);
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.facts.overlays).toEqual([]);
  });

  it('still reads the particulars', () => {
    expect(r.facts.propertyDetails.purchasePrice).toBe(905000);
    expect(r.facts.propertyDetails.settlementDate).toBe('2026-08-14');
    expect(r.facts.vendors).toEqual(['Harriet Anne Quill']);
  });
});
