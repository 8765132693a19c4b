// Title entries read as registers and plans set them out, in layouts written for these tests.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { extractFacts } from './facts.ts';

describe("the register's caveat first", () => {
  it("names the caveator as the register records it, over a statement's sentence wrapped mid-name", () => {
    const d = buildDoc([
      {
        number: 1,
        text: [
          'VENDOR STATEMENT',
          '(e) Caveat: a caveat was lodged over the land by Ottilie Jane',
          '    Marchetti, who claims an interest as purchaser under an earlier contract.',
          '',
          'REGISTER SEARCH STATEMENT',
          'ENCUMBRANCES, CAVEATS AND NOTICES',
          '    CAVEAT AX553902N 02/06/2026',
          '        Caveator',
          '            OTTILIE JANE MARCHETTI',
          '        Grounds of Claim',
          '            AGREEMENT WITH THE REGISTERED PROPRIETOR DATED 01/02/2026.',
        ].join('\n'),
      },
    ]);
    expect(extractFacts(d).facts.caveats.map((c) => c.caveator)).toEqual(['Ottilie Jane Marchetti']);
  });
});

describe("a plan's table of every lot's easements", () => {
  it("keeps the easements the statement names as this land's, and none the document places on other land", () => {
    const d = buildDoc([
      { number: 1, text: ['VENDOR STATEMENT', 'Land: Lot 12 on Plan of Subdivision 744120Q', 'Easements affecting the land:', '(a) Easement E-1 (drainage), 2.00 metres wide along the rear boundary of lot 12, in favour of Casey City Council.'].join('\n') },
      {
        number: 2,
        text: [
          'PLAN OF SUBDIVISION PS744120Q',
          'EASEMENT INFORMATION',
          'Easement      Purpose       Width      Origin       Land Benefited/In Favour Of',
          'E-1           DRAINAGE      2.00       THIS PLAN    CASEY CITY COUNCIL',
          'E-2           SEWERAGE      2.00       THIS PLAN    SOUTH EAST WATER CORPORATION',
          'E-3           POWERLINE     3.00       THIS PLAN    AUSNET ELECTRICITY SERVICES',
        ].join('\n'),
      },
    ]);
    expect(extractFacts(d).facts.easements.map((e) => e.beneficiary)).toEqual(['Casey City Council']);
  });
});

describe("a caveator's capacity", () => {
  it('is not part of the name', () => {
    const d = buildDoc([{ number: 1, text: 'RECORD OF TITLE\nCAVEAT P552101 BY MARGOT ELSIE QUAYLE AS PURCHASER UNDER CONTRACT LODGED 02.03.2026' }]);
    expect(extractFacts(d).facts.caveats.map((c) => c.caveator)).toEqual(['Margot Elsie Quayle']);
  });
});
