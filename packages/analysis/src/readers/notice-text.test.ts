// How many of a notice's periods make a year, with the period written in words or in figures.
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import { periodsPerYear } from './notice-text.ts';

describe('periodsPerYear', () => {
  it.each([
    ['for the period 1 January 2026 to 30 June 2026', 2],
    ['for the period 01/01/2026 to 30/06/2026', 2],
    ['period 01/10/2025 - 31/12/2025', 4],
    ['Rates are charged quarterly.', 4],
    ['annual charges 2025/26', 1],
    ['Amount: $398.75  Date range: 01/01/2026 to 31/03/2026', 4],
  ])('"%s" is %i a year', (text, n) => {
    expect(periodsPerYear(text)).toBe(n);
  });
});

describe('a council notice\'s charges table', () => {
  it('a charge for a strata lot is still a council charge, and the total is the year\'s rates', () => {
    const text = [
      'Contract for the sale and purchase of land',
      'Land: 4/12 Pacific Parade, Manly NSW 2095',
      '\f',
      'SEASIDE SHIRE COUNCIL - Rates and Charges Notice 2026/27',
      'Property  4/12 Pacific Parade MANLY',
      'Land value  $402,000 (apportioned)',
      'Rate / charge  Amount',
      'Ordinary residential rate  $1,240.10',
      'Domestic waste charge  $455.00',
      'Stormwater levy (strata lot)  $12.50',
      'Total 2026/27  $1,707.60',
    ].join('\n');
    const r = analyseDocument({ pages: text.split('\f').map((t, i) => ({ number: i + 1, text: t })), fileName: 'n.txt' }, { costs: null });
    expect(r.facts.outgoings.councilRatesAnnual).toBe(1707.6);
  });
});

describe('the period a notice\'s title gives', () => {
  it('a half-year notice\'s table is doubled, whatever the interest note after it says', () => {
    const text = [
      'Body corporate disclosure statement',
      'Address: 3/9 Reef Street, Mackay QLD 4740',
      '\f',
      'MACKAY REGIONAL COUNCIL',
      'Rate notice - half year 1 July 2026 to 31 December 2026',
      'Property number   55102',
      '',
      'Rates and charges   Amount',
      'General rate   $702.40',
      'Waste charge   $188.60',
      'Total council rates and charges   $891.00',
      '',
      'Interest is charged on overdue rates at 11.64% per annum.',
    ].join('\n');
    const r = analyseDocument({ pages: text.split('\f').map((t, i) => ({ number: i + 1, text: t })), fileName: 'n.txt' }, { costs: null });
    expect(r.facts.outgoings.councilRatesAnnual).toBe(1782);
  });
});
