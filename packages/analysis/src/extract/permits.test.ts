// Permits as forms list them, in layouts written for the project.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { mendPages } from '../text/mend.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { extractPermits } from './permits.ts';

const permits = (lines: string[]) => extractPermits(buildDoc(mendPages(splitTextIntoPages(lines.join('\n'))))).map(({ number, date, description }) => ({ number, date, description }));

describe('building permits', () => {
  it('a numbered section set apart by a tab stop; the ticked answer wraps, the work named after who issued it', () => {
    expect(
      permits([
        '6   BUILDING PERMITS',
        '',
        '     Particulars of any building permit issued in the preceding 7 years:',
        '     [ ] None known',
        '     [X] Permit no. 4410/2023/0071, issued 2 May 2023 by Northgate Surveyors Pty Ltd (relevant building',
        '         surveyor): demolition of the rear lean-to and a new laundry.',
        '',
        '7   OWNERS CORPORATION',
        'Unit 2/15 Wattle Lane is not affected by an owners corporation.',
      ]),
    ).toEqual([{ number: '4410/2023/0071', date: '2023-05-02', description: 'demolition of the rear lean-to and a new laundry' }]);
  });

  it('SA: a form item asking for the development authorisations, the work named before the date', () => {
    expect(
      permits([
        '9     DEVELOPMENT',
        '9.1  Development authorisations granted in respect of the land in the last 10 years:',
        '         Application 31007722 - carport and garden shed at the rear of the dwelling, authorisation granted by',
        '         the City of Example on 14 August 2023. Work finished in 2024.',
        '9.2  Is there building work done without a required authorisation?   NO',
      ]),
    ).toEqual([{ number: '31007722', date: '2023-08-14', description: 'carport and garden shed at the rear of the dwelling' }]);
  });
});
