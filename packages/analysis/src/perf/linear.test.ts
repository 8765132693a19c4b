// Adversarial inputs that used to take seconds (quadratic paths): the engine's work must grow in
// proportion to the input. Each shape is read at two sizes, four times apart; a linear engine takes
// about four times the CPU time on the larger, a quadratic one sixteen. The ratio, not a time, is
// asserted, so a busy machine does not fail it; the engine still reads the document.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult, DocumentPage } from '../result.ts';
import { splitTextIntoPages } from '../text/pages.ts';

/**
 * The engine's own time: CPU time of this process (user + system), not wall time, which on a
 * shared 2-core machine also counts every other process's turn. The engine is synchronous.
 */
function cpu(pages: DocumentPage[]): { result: AnalysisResult; ms: number } {
  const started = process.cpuUsage();
  const result = analyseDocument({ pages, fileName: 'long.txt' }, { costs: null });
  const used = process.cpuUsage(started);
  return { result, ms: (used.user + used.system) / 1000 };
}

/** CPU time at size 4n over size n (the smaller run twice, its faster kept, to settle the JIT). */
function growth(build: (n: number) => DocumentPage[], n: number): { ratio: number; large: AnalysisResult } {
  cpu(build(n));
  const small = Math.max(1, cpu(build(n)).ms);
  const large = cpu(build(n * 4));
  return { ratio: large.ms / small, large: large.result };
}

/** Well under the sixteen a quadratic path gives, with room for a noisy machine. */
const LINEAR = 8;

describe('the engine is linear in its input', () => {
  it('lines on one page', () => {
    const build = (n: number): DocumentPage[] => {
      const lines = ['VENDOR STATEMENT', 'Property address: 12 Example Street, Geelong VIC 3220', ''];
      for (let i = 0; i < n; i++) lines.push(i % 3 === 0 ? '' : `Line ${i} of the statement text about nothing in particular.`);
      return [{ number: 1, text: lines.join('\n') }];
    };
    const { ratio, large } = growth(build, 10_000);
    expect(ratio).toBeLessThan(LINEAR);
    expect(large.facts.propertyDetails.address).toMatch(/12 Example Street/);
  });

  it('form-feed pages, each with its own edge lines', () => {
    // Letters spelled from the page number, so no two pages share an edge line (digits do not count).
    const spell = (n: number): string => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26))).padStart(4, 'q');
    const build = (n: number): DocumentPage[] => {
      const pages: string[] = [];
      for (let i = 0; i < n; i++) {
        const w = spell(i);
        pages.push([`Heading ${w} kappa ${w} lambda ${w}`, `Body text ${w} with ${w} words.`, `Closing remark ${w} signed ${w} by ${w}`].join('\n'));
      }
      return splitTextIntoPages(pages.join('\f'));
    };
    const { ratio, large } = growth(build, 1_000);
    expect(ratio).toBeLessThan(LINEAR);
    expect(large.concerns).toEqual([]);
  });

  it('capitalised words without a full stop', () => {
    const build = (n: number): DocumentPage[] => {
      const words: string[] = [];
      for (let i = 0; i < n; i++) words.push(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'][i % 5] as string);
      return [{ number: 1, text: `${words.join(' ')} end.\nYarra Valley Water annual charges: $860.00 per year` }];
    };
    const { ratio, large } = growth(build, 5_000);
    expect(ratio).toBeLessThan(LINEAR);
    expect(large.facts.outgoings.waterAnnual).toBe(860);
  });
});
