// "Checked": what the document clears, each with its item's negative answer quoted and its page.
// Fixtures are written for these tests (test/fixtures/checked).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult, DocumentPage } from '../result.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { isPrintedFormPage, pageSignals } from '../text/printed-form.ts';
import { quoteFound } from '../text/quotes.ts';

const DIR = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'checked');
const fixture = (name: string): string => readFileSync(join(DIR, name), 'utf8');
const analyse = (pages: DocumentPage[]): AnalysisResult => analyseDocument({ pages, fileName: 'doc.txt' }, { costs: null });
const kinds = (r: AnalysisResult) => r.checked.map((c) => c.kind);

describe('Checked', () => {
  it('lists "Owners corporation: Not applicable" as checked, quoted with its page, and raises no concern for it', () => {
    const pages = splitTextIntoPages(fixture('oc-not-applicable.txt'));
    const result = analyse(pages);
    const oc = result.checked.find((c) => c.kind === 'oc_special_levy');
    expect(oc).toEqual({ kind: 'oc_special_levy', title: 'No owners corporation', quote: 'Owners corporation: Not applicable', page: 1 });
    expect(result.concerns.filter((c) => c.kind.startsWith('oc_'))).toEqual([]);
    expect(result.checked.find((c) => c.kind === 'third_party_caveat')?.quote).toBe('Caveats: none recorded on the register search statement.');
    for (const c of result.checked) expect(quoteFound(pages, c.quote), c.quote).toBe(true);
  });

  it('reads a heading followed by its negation as checked, never as a concern', () => {
    const pages = splitTextIntoPages(fixture('s66w-heading-negation.txt'));
    const result = analyse(pages);
    expect(result.checked).toEqual(
      expect.arrayContaining([
        { kind: 'cooling_off_waived', title: 'No section 66W certificate: your cooling-off period applies', quote: 'Section 66W certificate No certificate has been given. The purchaser keeps the cooling off period.', page: 1 },
        { kind: 'pool_no_certificate', title: 'No swimming pool', quote: 'Swimming pool There is no swimming pool on the land.', page: 1 },
      ]),
    );
    expect(result.flags).not.toContain('cooling_off_waived');
    expect(result.concerns.map((c) => c.kind)).not.toContain('pool_no_certificate');
  });

  it("never takes a printed form page's clause as checked, though the same words typed in a statement are", () => {
    const particulars = 'PARTICULARS OF SALE\nProperty: 8 Wren Lane, Bendigo VIC 3550\nPrice: $640,000\nDay of sale: 2 March 2026\n';
    const printed = fixture('printed-page.txt');
    expect(isPrintedFormPage(pageSignals(printed))).toBe(true);
    const result = analyse([
      { number: 1, text: particulars },
      { number: 2, text: printed },
    ]);
    expect(result.checked).toEqual([]);
    // The control: a statement's own answer in the same words is read.
    const typed = analyse([{ number: 1, text: `${particulars}\nOWNERS CORPORATION\nThe land is not affected by an owners corporation.\n` }]);
    expect(kinds(typed)).toContain('oc_special_levy');
  });

  it('does not clear a kind the document raises, nor one read elsewhere as a fact', () => {
    const text = [
      'VENDOR STATEMENT',
      'Land: 2 Ash Row, Ballarat VIC 3350',
      'Caveats: nil.',
      '',
      'REGISTER SEARCH STATEMENT',
      'CAVEAT AX123456B lodged by Harbourline Credit Pty Ltd, claiming an equitable interest as chargee.',
    ].join('\n');
    const result = analyse([{ number: 1, text }]);
    expect(result.flags).toContain('third_party_caveat');
    expect(kinds(result)).not.toContain('third_party_caveat');
  });

  it('does not clear an item about land in the vicinity or one whose answer is Yes', () => {
    const text = [
      'VENDOR STATEMENT',
      'Land: 40 Gully Road, Emerald VIC 3782',
      'Heritage Overlay: not on this land; a heritage place is on the adjoining land.',
      'Designated bushfire prone area: Yes',
    ].join('\n');
    const result = analyse([{ number: 1, text }]);
    expect(kinds(result)).not.toContain('heritage_overlay');
    expect(kinds(result)).not.toContain('bushfire_prone_area');
  });
});
