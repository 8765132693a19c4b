// Land tax: a certificate that charges nothing, and a certificate's question or the contract's printed
// adjustment clause, which say nothing about this land's tax. Written for the project.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';

const landTax = (...pages: string[]) =>
  analyseDocument({ pages: pages.map((text, i) => ({ number: i + 1, text })), fileName: 'c.txt' }, { costs: null }).facts.outgoings.landTax;

const CONTRACT = ['Contract for the sale and purchase of land', 'Land: 3 Quoll Street, Orange NSW 2800', 'Price: $590,000'].join('\n');

describe('land tax on a clearance certificate', () => {
  it('a certificate saying no land tax is charged on the land gives nil', () => {
    const certificate = [
      'Land Tax Certificate',
      'Issued under section 47 of the Land Tax Management Act 1956',
      'Land  Lot 4 DP 771203, 3 Quoll Street, Orange NSW 2800',
      'Land tax year  2027',
      'Outcome',
      'No land tax is charged on the land for the 2027 land tax year or for any earlier year.',
    ].join('\n');
    expect(landTax(CONTRACT, certificate)).toBe(0);
  });

  it('a requisition asking whether land tax is charged is no answer', () => {
    const requisitions = ['Requisitions on title', '7. Is the land charged with land tax? If not, will the vendor produce a clearance certificate showing no land tax is charged?'].join('\n');
    expect(landTax(CONTRACT, requisitions)).toBeNull();
  });
});
