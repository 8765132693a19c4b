// Adversarial inputs that used to take seconds (quadratic paths): the whole engine must finish each
// in under 2 s (the issue's own limit) and still read the document.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import { splitTextIntoPages } from '../text/pages.ts';

/**
 * The engine's own time: CPU time of this process (user + system), not wall time, which on a
 * shared 2-core machine also counts every other process's turn. The engine is synchronous, so
 * its CPU time is the time it takes when it has the machine.
 */
function timed<T>(run: () => T): { value: T; ms: number } {
  const started = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(started);
  return { value, ms: (used.user + used.system) / 1000 };
}

describe('the engine is linear in its input', () => {
  it('reads 40,000 lines on one page in under 2 s', () => {
    const lines = ['VENDOR STATEMENT', 'Property address: 12 Example Street, Geelong VIC 3220', ''];
    for (let i = 0; i < 40_000; i++) lines.push(i % 3 === 0 ? '' : `Line ${i} of the statement text about nothing in particular.`);
    const { value, ms } = timed(() => analyseDocument({ pages: [{ number: 1, text: lines.join('\n') }], fileName: 'long.txt' }, { costs: null }));
    expect(ms).toBeLessThan(2000);
    expect(value.facts.propertyDetails.address).toMatch(/12 Example Street/);
  });

  it('reads 4,000 form-feed pages, each with its own edge lines, in under 2 s', () => {
    // Letters spelled from the page number, so no two pages share an edge line (digits do not count).
    const spell = (n: number): string => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26))).padStart(4, 'q');
    const pages: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const w = spell(i);
      pages.push([`Heading ${w} kappa ${w} lambda ${w}`, `Body text ${w} with ${w} words.`, `Closing remark ${w} signed ${w} by ${w}`].join('\n'));
    }
    const { value, ms } = timed(() => analyseDocument({ pages: splitTextIntoPages(pages.join('\f')), fileName: 'pages.txt' }, { costs: null }));
    expect(ms).toBeLessThan(2000);
    expect(value.concerns).toEqual([]);
  });

  it('reads 20,000 capitalised words without a full stop in under 2 s', () => {
    const words: string[] = [];
    for (let i = 0; i < 20_000; i++) words.push(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'][i % 5] as string);
    const text = `${words.join(' ')} end.\nYarra Valley Water annual charges: $860.00 per year`;
    const { value, ms } = timed(() => analyseDocument({ pages: [{ number: 1, text }], fileName: 'words.txt' }, { costs: null }));
    expect(ms).toBeLessThan(2000);
    expect(value.facts.outgoings.waterAnnual).toBe(860);
  });
});
