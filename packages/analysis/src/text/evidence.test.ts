// Evidence is an assertion about this land (issue 23): a heading, a question, a printed clause, a note
// quoting the statute or an item about neighbouring land never raises a concern; the answer decides;
// an item whose answer cannot be read is listed under "Could not confirm". Fixtures in
// test/fixtures/evidence are written for these tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult } from '../result.ts';
import { splitTextIntoPages } from './pages.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const analyseText = (text: string): AnalysisResult => analyseDocument({ pages: splitTextIntoPages(text), fileName: 'doc.txt' }, { costs: null });
const fixture = (name: string): AnalysisResult => analyseText(readFileSync(join(FIXTURES, 'evidence', name), 'utf8'));

describe('certificate items: the answer decides', () => {
  const r = fixture('nsw-certificate-items.txt');

  it('raises the item answered Yes, quoting the item with its answer', () => {
    expect(r.flags).toContain('bushfire_prone_area');
    expect(r.concerns.find((c) => c.kind === 'bushfire_prone_area')?.context).toMatch(/Yes\. The land is bushfire prone land\.$/);
  });

  it('raises nothing from headings answered No, a statute note, or a heritage item next door', () => {
    for (const kind of ['compulsory_acquisition', 'flood_overlay', 'loose_fill_asbestos', 'heritage_overlay'] as const) expect(r.flags).not.toContain(kind);
  });

  it('lists an item with no answer under "Could not confirm", never as a concern', () => {
    expect(r.flags).not.toContain('mine_subsidence');
    expect(r.couldNotConfirm).toEqual([{ kind: 'mine_subsidence', item: '16 Mine subsidence district', page: 1, reason: expect.stringMatching(/no answer/) }]);
  });
});

describe('a form prompt waits for its answer', () => {
  const certificate = (answer: string) =>
    analyseText(
      [
        'Planning certificate - section 10.7 Environmental Planning and Assessment Act 1979',
        'Land: 8 Tallowwood Close, Kellyville NSW 2155',
        '2. Zoning',
        '(a) Zone applying to the land:',
        'R3 Medium Density Residential',
        '(b) Development that may be carried out in the zone without development consent:',
        answer,
      ].join('\n'),
    );

  it('a prompt that names unapproved work raises nothing when its answer is a list of uses', () => {
    expect(certificate('Home occupations; Environmental protection works').flags).not.toContain('unapproved_building_work');
  });

  it('items run together in a paragraph are read one by one, each label with its own answer', () => {
    const r = analyseText(
      [
        'Planning certificate - section 10.7 Environmental Planning and Assessment Act 1979',
        'Land: 8 Tallowwood Close, Kellyville NSW 2155',
        '2. Zoning (a) Zone: R3 Medium Density Residential. Objectives: to provide housing within a residential environment and to keep its character. (b) Development that may be carried out without development consent: home occupations. (c) Development that is prohibited: any other development.',
      ].join('\n'),
    );
    expect(r.flags).not.toContain('unapproved_building_work');
  });

  it('the same prompt answered Yes is read with its answer', () => {
    const r = analyseText(['Vendor disclosure', 'Address: 2 Ash Row, Dubbo NSW 2830', 'Building work carried out without council approval:', 'Yes'].join('\n'));
    expect(r.flags).toContain('unapproved_building_work');
  });
});

describe('a title on its own line that the text under it runs on from', () => {
  it('is judged alone: a details heading after an item answered No raises nothing', () => {
    const r = analyseText(
      [
        'Contract for the sale of land',
        'Land: 6 Fern Gully Road, Katoomba NSW 2780',
        'Purchaser must make a GST residential withholding payment   [X] NO [ ] yes',
        'GST residential withholding payment (GSTRW) - details',
        'Usually the supplier is the vendor. Sometimes another entity in a GST group is the supplier',
        'Supplier name: N/A',
      ].join('\n'),
    );
    expect(r.flags).not.toContain('gst_withholding');
  });
});

describe('a rule for a class of land is not a fact about this land', () => {
  it('gives no fact and no concern', () => {
    const r = analyseText('PLANNING CERTIFICATE UNDER SECTION 10.7\nAddress: 8 Quince Road, Glenbrook NSW 2773\nExplanations\nDevelopment on bush fire prone land must meet the bush fire protection guidelines and may need an authority.\nResidential premises built before 1985 may contain loose-fill asbestos insulation.\n');
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags).toEqual([]);
  });
});

describe('requisitions on title are questions', () => {
  it('raise nothing, and are not items to confirm', () => {
    const r = fixture('requisitions.txt');
    expect(r.concerns).toEqual([]);
    expect(r.flags).toEqual([]);
  });
});

describe('form items with tick boxes', () => {
  const r = fixture('vic-form-items.txt');

  it('a ticked box makes the statement beside it the evidence', () => {
    expect(r.concerns.find((c) => c.kind === 'bushfire_prone_area')?.context).toMatch(/^\[X\] The land is in a designated bushfire prone area/);
  });

  it('answer boxes none of which is ticked are said, once, with the reason', () => {
    expect(r.flags).not.toContain('gaic');
    expect(r.couldNotConfirm).toEqual([expect.objectContaining({ kind: 'gaic', page: 1, reason: 'None of the answer boxes for this item is ticked.' })]);
  });

  it('an item answered by the box after it: [X] NO is no, [X] yes is yes', () => {
    const base = 'CONTRACT FOR THE SALE OF LAND\nPrice: $900,000\nProperty: 4 Iris Lane, Penrith NSW 2750\n';
    expect(analyseText(`${base}Margin scheme will be used in making the taxable supply\n[X] NO [ ] yes\n`).flags).not.toContain('gst_additional');
    expect(analyseText(`${base}Margin scheme will be used in making the taxable supply\n[ ] NO [X] yes\n`).flags).toContain('gst_additional');
  });
});

describe('headings are never evidence', () => {
  it('a notice title over "Not applicable" raises nothing', () => {
    const r = analyseText('CONTRACT OF SALE OF REAL ESTATE\nProperty address: 2 Oak Street, Kew VIC 3101\nPrice: $700,000\nNOTICE TO PURCHASERS OF A LOT OFF-THE-PLAN\nNot applicable. The lot is on a registered plan.\n');
    expect(r.flags).not.toContain('off_the_plan');
  });

  it('a title over a statement lets the statement speak', () => {
    const r = analyseText('CONTRACT OF SALE OF REAL ESTATE\nProperty address: 2 Oak Street, Kew VIC 3101\nPrice: $700,000\nSPECIAL CONDITIONS\n7. Release of deposit. The purchaser authorises the release of the deposit to the vendor before settlement.\n8. Cooling-off. No certificate under section 66W has been given.\n');
    expect(r.flags).toContain('early_deposit_release');
    expect(r.concerns.find((c) => c.kind === 'early_deposit_release')?.context).toMatch(/^The purchaser authorises/);
    expect(r.flags).not.toContain('cooling_off_waived');
  });
});

// Every concern, on every fixture the suite has: its quote is a statement, never a bare title, a
// question or a note (a title quoted with its own Yes answer is an item and its answer).
const documents = [
  ...readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, 'document.txt')))
    .map((d) => join(FIXTURES, d.name, 'document.txt')),
  ...['classes', 'evidence', 'printed-forms'].flatMap((dir) => readdirSync(join(FIXTURES, dir)).map((f) => join(FIXTURES, dir, f))),
];
const BARE_TITLE = /^[^.?!:;]{1,60}$/;

describe.each(documents.map((path) => ({ path, name: path.slice(FIXTURES.length + 1) })))('every concern of $name', ({ path }) => {
  it('quotes an assertion: not a question, a note or a bare title', () => {
    for (const c of analyseText(readFileSync(path, 'utf8')).concerns.filter((x) => x.source === 'rules')) {
      expect(c.context, c.title).not.toMatch(/\?\s*$/);
      expect(c.context, c.title).not.toMatch(/^\W*(?:\d+(?:\.\d+)*\s+)?notes?\s*[:\-]/i);
      if (BARE_TITLE.test(c.context)) expect(c.context, c.title).toMatch(/\d|\$|\b(?:yes|no)\b|\[X\]/i);
    }
  });
});
