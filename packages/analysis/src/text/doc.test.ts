import { describe, expect, it } from 'vitest';
import { buildDoc } from './doc.ts';
import { flowText } from './sentences.ts';

const BODY = [
  ['The purchaser must pay the balance at completion.', 'Interest runs from the date for completion.'],
  ['The vendor discloses the strata levies below.', 'Special levies: none has been struck.'],
  ['Planning certificate summary follows.', 'Zone: R3 Medium Density Residential.'],
];
const body = (n: number) => BODY[n - 1] as string[];

describe('running headers and footers', () => {
  it('recognises a header that OCR reads differently on each page, at the page edges only', () => {
    const headers = [
      'Contract for the sale of land (NSW) - Lot 4 SP1234 - 4/9 Example Road, Coogee',
      '2 : Contract for the sale of land (NSW) - Lot 4 SP1234 - 4/9 Example Road, Coogee',
      "5 Contract for the sa1e of land (NSW) - Lot 4 SP1234 - 49 Example Road, Coogee'",
    ];
    const footers = ['Example Legal - Matter EL-26-01 -lof3', 'Example. Legal - Matter EL-26-01 - 2 of 3', '3 ) Example Legal - Matter EL-26-01 - 3 of 3'];
    const doc = buildDoc(headers.map((h, i) => ({ number: i + 1, text: [h, ...body(i + 1), footers[i]].join('\n') })));
    const running = doc.lines.filter((l) => l.running).map((l) => l.text);
    expect(running).toEqual([headers[0], footers[0], headers[1], footers[1], headers[2], footers[2]]);
    // Running lines are blanked in the scan form, so no extractor reads them.
    expect(doc.scan).not.toMatch(/Contract for the sa/);
  });

  it('does not take a body line for a header because it looks like one', () => {
    const header = 'Vendor statement - 12 Example Street, Geelong VIC 3220 - prepared by Example Conveyancing';
    const pages = [1, 2, 3].map((n) => ({
      number: n,
      text: [header, ...body(n), n === 2 ? 'Vendor statement for 12 Example Street is attached to the contract of sale' : 'Other text', `Page ${n} of 3`].join('\n'),
    }));
    const doc = buildDoc(pages);
    expect(doc.lines.filter((l) => l.running && /attached/.test(l.text))).toEqual([]);
  });

  it('finds no running lines in a one-page document', () => {
    const doc = buildDoc([{ number: 1, text: 'Contract for the sale of land (NSW) - Lot 4 SP1234\nBody' }]);
    expect(doc.lines.some((l) => l.running)).toBe(false);
  });
});

describe('flowText', () => {
  it('joins a sentence broken over two lines and keeps every offset', () => {
    const doc = buildDoc([{ number: 1, text: 'Example Shire Council 2025/26: apportioned land value for Lot 9 is $412,600. Rates\ndomestic waste charge for the year: $1,486.20.\nNext item: nil.' }]);
    const flow = flowText(doc);
    expect(flow.length).toBe(doc.scan.length);
    expect(flow).toContain('Rates domestic waste charge');
    expect(flow).toContain('$1,486.20.\nNext item');
  });
});

describe("an attachment's title under a registry's preamble", () => {
  it('opens its part when the title carries its page count in a cell beside it', () => {
    const d = buildDoc([
      {
        number: 1,
        text: [
          'SECTION 32 STATEMENT',
          'Vendor: Oskar Lind',
          'Copyright State of Victoria. This search may be reproduced only as the law permits, and is valid',
          'at the time and date it was obtained.',
          'REGISTER SEARCH STATEMENT (Title Search) Transfer of Land Act 1958          Page 1 of 1',
          'VOLUME 11001 FOLIO 212',
        ].join('\n'),
      },
    ]);
    expect(d.parts.map((p) => p.kind)).toEqual(['vendor-statement', 'title-search']);
  });
});
