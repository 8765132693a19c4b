// The text layer mended once, before any reader: split words, line-end hyphenation, ligatures and
// the glyphs tick boxes become. Every case is written for this test, in the shapes PDF text layers take.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import { mendPages } from './mend.ts';

const mend = (...texts: string[]): string[] => mendPages(texts.map((text, i) => ({ number: i + 1, text }))).map((p) => p.text);

describe('mendPages', () => {
  it('joins a word split by a stray space when the document uses the word whole', () => {
    const [page] = mend('Bush fire prone l and: the l and is not bush fire prone land.\nDevelopment con trols apply to controls of this kind.\nCERTIF ICATE NO 12 - this certificate');
    // "bush" never stands alone here and "bushfire" is a word: the two are one word, as the domain writes it.
    expect(page).toContain('Bushfire prone land: the land is not bushfire prone land.');
    expect(page).toContain('Development controls apply');
    expect(page).toContain('CERTIFICATE NO 12');
  });

  it('joins a split word the domain knows even when the document never spells it whole', () => {
    expect(mend('3. L AND USE')[0]).toBe('3. LAND USE');
  });

  it('leaves two real words alone, and never joins across a change of case', () => {
    const [page] = mend('The vendor is in default.\nA road in to the site. Lot 2 AND the rest.\nThe land is flat. The lo t is small.');
    expect(page).toContain('in to the site');
    expect(page).toContain('Lot 2 AND the rest');
  });

  it('joins a word hyphenated at a line end with a soft or typographic hyphen, keeping the lines', () => {
    const [page] = mend('the land is burdened by ease\u2010\nments shown on the plan\nand by restric\u00AD\ntions on use');
    expect(page).toBe('the land is burdened by easements\nshown on the plan\nand by restrictions\non use');
  });

  it('joins a word hard-hyphenated at a line end when the next line goes on in lower case, not a name pair', () => {
    const [page] = mend('the charges affect-\ning the land are attached\nthe purchaser is Ellis-\nMorgan Pty Ltd');
    expect(page).toBe('the charges affecting\nthe land are attached\nthe purchaser is Ellis-\nMorgan Pty Ltd');
  });

  it('lifts a side column out of the prose it runs beside, and leaves tables and boxed answers alone', () => {
    const [page] = mend(
      [
        'The land is burdened by a sewerage easement along the northern boundary for Coliban-          Prepared by Ridge Legal',
        'Water, as shown on the title plan which is attached to this statement.                       File 88/2026',
        'Nothing else affects the land.',
      ].join('\n'),
    );
    expect(page).toBe('The land is burdened by a sewerage easement along the northern boundary for Coliban-Water, as shown on the title plan which is attached to this statement.\nPrepared by Ridge Legal\nFile 88/2026\nNothing else affects the land.'.replace('Coliban-Water, as', 'Coliban-\nWater, as'));
    const table = ['Water service charge for the quarter ending March        $52.80', 'Sewerage service charge for the quarter ending March     $148.62'];
    expect(mend(table.join('\n'))[0]).toBe(table.join('\n'));
    const schedule = ['9.1  Declaration of an area of land under section 88 of the Act         NO       Nil', '9.2  Enforcement notice or order, or proceedings, in force              NO       Nil'];
    expect(mend(schedule.join('\n'))[0]).toBe(schedule.join('\n'));
    const boxes = ['The vendor agrees to accept a deposit bond for the deposit          [X] NO  [ ] yes', 'The purchaser must make a residential withholding payment at settlement   [ ] NO  [X] yes'];
    expect(mend(boxes.join('\n'))[0]).toBe(boxes.join('\n'));
  });

  it('writes every tick-box glyph as [X] or [ ]', () => {
    const [page] = mend(
      '\u2612 NO \u2610 yes\n\u00FE Not Applicable\n\u00A8 Particulars are attached\n\uF0FE The land is affected\n\uF0A8 Attached is a certificate',
      'o Yes 4 No   Is the land in a flood area?\n\u00A3 3 unregistered plan of the land\nT 4 title search of the land',
    );
    expect(page).toBe('[X] NO [ ] yes\n[X] Not Applicable\n[ ] Particulars are attached\n[X] The land is affected\n[ ] Attached is a certificate');
    expect(mend('o Yes 4 No   Is the land in a flood area?', '\u00A3 3 unregistered plan of the land\nT 4 title search of the land')).toEqual([
      '[ ] Yes [X] No   Is the land in a flood area?',
      '[ ] 3 unregistered plan of the land\n[X] 4 title search of the land',
    ]);
  });

  it('spells out ligatures', () => {
    expect(mend('bush\uFB01re certi\uFB01cate pro\uFB01t')[0]).toBe('bushfire certificate profit');
  });
});

describe('mended text through the engine', () => {
  it('reads an item whose heading was split ("Bush fire prone l and") by its answer', () => {
    const text = [
      'PLANNING CERTIFICATE UNDER SECTION 10.7 - Example Council',
      'Address: 4 Gum Street, Exampleton NSW 2999',
      '11 Bush fire prone l and',
      'The l and is bush fire prone land.',
    ].join('\n');
    expect(analyseDocument({ pages: [{ number: 1, text }], fileName: 'c.txt' }, { costs: null }).flags).toContain('bushfire_prone_area');
  });

  it('reads a box left empty in a symbol font as not ticked', () => {
    const text = ['Vendor Statement (section 32)', 'Address of property: 9 Elm Road, Kew VIC 3101', '\u00A8 The land is in a designated bushfire prone area.'].join('\n');
    expect(analyseDocument({ pages: [{ number: 1, text }], fileName: 's.txt' }, { costs: null }).flags).not.toContain('bushfire_prone_area');
  });
});

describe('tables extracted one cell at a time', () => {
  it('gives each row of a charges table back on one line, cells two spaces apart', () => {
    const [page] = mend(
      ['The charges are:', 'Body', 'Charge', 'Arrears', 'Greater Ridge Council - general rates 2026/27', '$1,904.10', 'Nil', 'Coast Water - service charges', '$642.00', '$12.40', 'These are all of them.'].join('\n'),
    );
    expect(page?.split('\n')).toEqual([
      'The charges are:',
      'Body  Charge  Arrears',
      'Greater Ridge Council - general rates 2026/27  $1,904.10  Nil',
      'Coast Water - service charges  $642.00  $12.40',
      'These are all of them.',
    ]);
  });

  it('joins a cell that wraps over lines when blank lines set the cells apart', () => {
    const text = ['Permit no.', '', 'Issued', '', 'Works', '', 'BP-2023/0117', '', '14/03/2023', '', 'Carport to the', 'western side.', '', 'Nothing else was built.'].join('\n');
    const [page] = mend(text);
    expect(page?.split('\n').slice(0, 2)).toEqual(['Permit no.  Issued  Works', 'BP-2023/0117  14/03/2023  Carport to the western side.']);
  });

  it('reads a table whose first heading was split over two lines', () => {
    const text = ['Easement', '', 'Label', '', 'Purpose', '', 'Width (m)', '', 'In favour of', '', 'E-1', '', 'DRAINAGE', '', '2.00', '', 'RIVERTON SHIRE COUNCIL', '', 'E-2', '', 'SEWERAGE', '', '1.50', '', 'CITY WEST WATER'].join('\n');
    const [heading, ...rows] = mend(text)[0]?.split('\n') ?? [];
    // Which two heading lines were one heading cannot be told from the text; that there are four columns can.
    expect(heading?.split('  ')).toHaveLength(4);
    expect(heading?.endsWith('Width (m)  In favour of')).toBe(true);
    expect(rows).toEqual(['E-1  DRAINAGE  2.00  RIVERTON SHIRE COUNCIL', 'E-2  SEWERAGE  1.50  CITY WEST WATER']);
  });

  it('leaves headings followed by prose alone', () => {
    const text = ['Zoning', 'Overlays', 'The land is in a residential zone.', 'No overlay affects it.'].join('\n');
    expect(mend(text)).toEqual([text]);
  });

  it("the land tax in a statement's charges table is read as the year's land tax", () => {
    const text = [
      'Vendor Statement (section 32)',
      'Address of property: 4 Wren Lane, Bendigo VIC 3550',
      '1.1 Particulars of any rates, taxes, charges or other similar outgoings',
      'Authority',
      '',
      'Amount',
      '',
      'Interest (if any)',
      '',
      'City of Greater Bendigo - rates 2026/27',
      '',
      '$2,010.00',
      '',
      'Nil',
      '',
      'State Revenue Office - land tax 2026',
      '',
      '$905.25',
      '',
      'Nil',
    ].join('\n');
    expect(analyseDocument({ pages: [{ number: 1, text }], fileName: 's.txt' }, { costs: null }).facts.outgoings.landTax).toBe(905.25);
  });
});

describe('labels with colons one a line, then their values one a line', () => {
  it('pairs each label with its value when the counts agree and the values end at a note', () => {
    const [page] = mendPages([{ number: 1, text: ['DEPOSIT', 'Initial Deposit:', 'Deposit Holder:', '$12,000.00', 'Ridgeway Realty Pty Ltd', '(payable on signing)'].join('\n') }]);
    expect(page?.text.split('\n').slice(1, 3)).toEqual(['Initial Deposit: $12,000.00', 'Deposit Holder: Ridgeway Realty Pty Ltd']);
  });

  it('leaves them as they are when the counts disagree', () => {
    const lines = ['Initial Deposit:', 'Deposit Holder:', '$12,000.00', '', 'SETTLEMENT'];
    expect(mendPages([{ number: 1, text: lines.join('\n') }])[0]?.text).toBe(lines.join('\n'));
  });
});

describe("a ruled table's column rules", () => {
  it('become the gaps between its cells, the same length', () => {
    const line = '| BP 2201/2023   | 14/02/2023    | Carport and driveway     |';
    const [page] = mendPages([{ number: 1, text: line }]);
    expect(page?.text).toBe('  BP 2201/2023     14/02/2023      Carport and driveway      ');
    expect(page?.text.length).toBe(line.length);
  });
});
