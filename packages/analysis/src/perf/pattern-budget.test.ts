// Documents are read by their structure (forms, items, tables), not by one more pattern per wording
// (issue 23). The engine's regular expressions may not grow past the number it had when that was
// decided: a new reader pays for its patterns by retiring the ones it replaces.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPatterns, sourceFiles } from '../../test/redos/collect.ts';

/** The engine's count on 2026-11-26, when issue 23 was filed. */
const BUDGET = 824;

describe('the engine reads by structure', () => {
  it(`has at most ${BUDGET} regular expressions in packages/analysis/src`, () => {
    const root = join(import.meta.dirname, '..');
    const found = collectPatterns(sourceFiles(root), root);
    expect(found.length).toBeGreaterThan(100);
    expect(found.length).toBeLessThanOrEqual(BUDGET);
  });
});
