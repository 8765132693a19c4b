// The owners a title search names, in each state's layout, written for the project.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { readProprietors } from './proprietors.ts';

const read = (lines: string[]) => readProprietors(buildDoc(splitTextIntoPages(lines.join('\n'))))?.names ?? null;

describe('readProprietors', () => {
  it('VIC: the estate and the holding are not names; the address after "of" is cut', () => {
    expect(
      read(['REGISTER SEARCH STATEMENT (Title Search) Transfer of Land Act 1958', 'VOLUME 09123 FOLIO 881', 'REGISTERED PROPRIETOR', 'Estate Fee Simple', 'Joint Proprietors', 'LUCAS PETER VANTERPOOL of 3 ASH GROVE TORQUAY VIC 3228', 'MIRA VANTERPOOL of 3 ASH GROVE TORQUAY VIC 3228', 'AX120334L 02/02/2020', '', 'ENCUMBRANCES, CAVEATS AND NOTICES', 'NIL']),
    ).toEqual(['Lucas Peter Vanterpool', 'Mira Vanterpool']);
  });

  it('NSW: the first schedule, the dealing in its own column', () => {
    expect(read(['TITLE SEARCH', 'FOLIO: 4/88120', 'FIRST SCHEDULE', 'HARRIET JUNE OKONKWO          (T AM552190)', 'SECOND SCHEDULE (1 NOTIFICATION)', '1 RESERVATIONS AND CONDITIONS IN THE CROWN GRANT(S)'])).toEqual(['Harriet June Okonkwo']);
  });

  it('QLD and WA: owners one a line in capitals, a heading in capitals after them is no owner', () => {
    expect(read(['CURRENT TITLE SEARCH', 'REGISTERED OWNER', 'Dealing No: 720114552 01/03/2021', 'TOBIAS REID', 'ANNA LISA REID', 'JOINT TENANTS', 'ESTATE AND LAND', 'Estate in Fee Simple'])).toEqual(['Tobias Reid', 'Anna Lisa Reid']);
    expect(read(['RECORD OF CERTIFICATE OF TITLE', 'REGISTERED PROPRIETOR:', '(FIRST SCHEDULE)', 'NOEL FRANCIS DUNN', 'BOTH OF 2 TUART ROAD, ALBANY', 'LIMITATIONS, INTERESTS, ENCUMBRANCES AND NOTIFICATIONS:'])).toEqual(['Noel Francis Dunn']);
  });

  it('nothing outside a title search', () => {
    expect(read(['Vendor Statement', 'REGISTERED PROPRIETOR', 'JANE CITIZEN'])).toBeNull();
  });
});
