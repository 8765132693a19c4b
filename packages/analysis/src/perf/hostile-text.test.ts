// The engine finishes on 100 KB of each hostile text shape and still reads what is there. This is
// a hang guard, not a timing test (`npm run bench -- hostile` prints the times): before the patterns
// were made linear, "price" followed by 100 KB of spaces kept the engine busy for longer than any
// test waits (three whitespace quantifiers side by side: cubic).
import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXT_BYTES, HOSTILE_TEXT_SHAPES } from '../../test/hostile-text.ts';
import { analyseDocument } from '../analyse.ts';

describe('the engine on hostile text shapes', () => {
  for (const [shape, make] of Object.entries(HOSTILE_TEXT_SHAPES)) {
    it(`finishes on 100 KB of ${shape}`, () => {
      const text = make(HOSTILE_TEXT_BYTES);
      expect(text.length).toBe(HOSTILE_TEXT_BYTES);
      const result = analyseDocument({ pages: [{ number: 1, text }], fileName: 'hostile.txt' }, { costs: null });
      expect(result.facts).toBeDefined();
    }, 120_000);
  }
});
