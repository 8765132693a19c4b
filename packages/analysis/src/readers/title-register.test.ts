// The title-search reader on a register printout of each state, written for the project.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { readTitleRegisters, type RegisterEntry } from './title-register.ts';

const read = (name: string): RegisterEntry[] => {
  const text = readFileSync(new URL(`../../test/fixtures/readers/${name}`, import.meta.url), 'utf8');
  return readTitleRegisters(buildDoc(splitTextIntoPages(text)));
};
const brief = (entries: RegisterEntry[]) => entries.map((e) => [e.kind, e.instrument, e.party, e.burdensLand]);

describe('title registers', () => {
  it('VIC register search statement: each dealing under ENCUMBRANCES, CAVEATS AND NOTICES, not the plan note or the activity list', () => {
    expect(brief(read('vic-register-search.txt'))).toEqual([
      ['mortgage', 'AS018553R', 'Macquarie Bank Ltd', true],
      ['caveat', 'AX771204B', 'Lindqvist Property Finance Pty Ltd', true],
      ['covenant', 'PS613402M', null, true],
      ['agreement', 'AM402217J', null, true],
    ]);
  });

  it('NSW folio search: the second schedule without the Crown grant, an appurtenant right of way benefits the land', () => {
    expect(brief(read('nsw-folio-search.txt'))).toEqual([
      ['easement', 'DP1184420', null, true],
      ['easement', 'DP1184420', null, false],
      ['restriction', 'DP1184420', null, true],
      ['mortgage', 'AN402919', 'Commonwealth Bank of Australia', true],
    ]);
  });

  it('QLD current title search: multi-line entries, the beneficiary on its own line, burdening vs benefiting', () => {
    const entries = read('qld-title-search.txt');
    expect(brief(entries)).toEqual([
      ['easement', '711830094', 'Toowoomba Regional Council', true],
      ['easement', '711830095', null, false],
      ['mortgage', '719204882', 'Suncorp-Metway Ltd', true],
    ]);
    expect(entries[0]?.text).toMatch(/over EASEMENT C ON SP132047$/);
  });

  it('SA certificate of title: the schedule of dealings, easements NIL', () => {
    expect(brief(read('sa-certificate-of-title.txt'))).toEqual([
      ['mortgage', '12018833', 'National Australia Bank Ltd', true],
      ['caveat', '12455102', 'Haldane Building Group Pty Ltd', true],
    ]);
  });

  it('WA record of certificate of title: the second schedule, up to the statements', () => {
    expect(brief(read('wa-record-of-title.txt'))).toEqual([
      ['easement', 'L902231', 'Western Power Corporation', true],
      ['covenant', 'M440918', 'City of Melville', true],
      ['mortgage', 'O120377', 'Bankwest Limited', true],
    ]);
  });

  it('reads a register flattened by a PDF: heading and dealing on one line, a name wrapped, a QLD entry on one line', () => {
    const vic = [
      'REGISTER SEARCH STATEMENT (Title Search) Transfer of Land Act 1958',
      'VOLUME 12001 FOLIO 044',
      'ENCUMBRANCES, CAVEATS AND NOTICES: MORTGAGE AT118204K 02/11/2020 BANK OF',
      'MELBOURNE LTD',
      'OWNERS CORPORATION AFFECTING THIS FOLIO: OWNERS CORPORATION PLAN NO. PS700123B',
      'DIAGRAM LOCATION: SEE PS700123B FOR FURTHER DETAILS AND BOUNDARIES',
    ].join('\n');
    expect(brief(readTitleRegisters(buildDoc(splitTextIntoPages(vic))))).toEqual([['mortgage', 'AT118204K', 'Bank of Melbourne Ltd', true]]);
    const qld = [
      'CURRENT TITLE SEARCH',
      'EASEMENTS, ENCUMBRANCES AND INTERESTS',
      '1.   Rights and interests reserved to the Crown by Deed of Grant No. 30077120 (POR 4)',
      '2.   EASEMENT IN GROSS No 602118841 09/09/1988 AT 11:40 burdening the land LOGAN CITY COUNCIL over EASEMENT B ON RP811020',
      '3.   MORTGAGE No 720118455 01/06/2020 AT 09:05 WESTPAC BANKING CORPORATION A.B.N. 33 007 457 141',
      'UNREGISTERED DEALINGS - NIL',
    ].join('\n');
    expect(brief(readTitleRegisters(buildDoc(splitTextIntoPages(qld))))).toEqual([
      ['easement', '602118841', 'Logan City Council', true],
      ['mortgage', '720118455', 'Westpac Banking Corporation', true],
    ]);
  });

  it('reads nothing outside a title search: a contract clause listing a mortgage and a caveat', () => {
    const doc = buildDoc(splitTextIntoPages('SPECIAL CONDITIONS\n\nENCUMBRANCES\n1. MORTGAGE AB123456 TO ANY BANK LTD is to be discharged.\n2. CAVEAT BY SOMEONE PTY LTD.\n'));
    expect(readTitleRegisters(doc)).toEqual([]);
  });
});
