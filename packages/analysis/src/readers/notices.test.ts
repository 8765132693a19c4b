// Rates notices, water notices and land tax certificates read by their readers, in layouts written
// for the project: each gives a year's charge in cents, the page and the line that states it.
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { mendPages } from '../text/mend.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { readLandTax } from './land-tax-certificate.ts';
import { readRatesNotice } from './rates-notice.ts';
import { readWaterNotice } from './water-notice.ts';

const doc = (...pages: string[][]) => buildDoc(mendPages(splitTextIntoPages(pages.map((p) => p.join('\n')).join('\f'))));
const cover = ['VENDOR STATEMENT', 'Land: 41 Quandong Way, Ferntree Vale VIC 3999', 'The vendor makes this statement under section 32 of the Sale of Land Act 1962.'];

describe('a rates notice', () => {
  it('a quarter\'s charges table: its total less the State levy, four times a year', () => {
    const d = doc(cover, [
      'BRINDABELLA SHIRE COUNCIL',
      'RATES AND CHARGES NOTICE 2026/27',
      'Instalment notice for the quarter ending 30 September 2026',
      '',
      'General rate                          $512.40',
      'Waste service charge                  $98.10',
      'Fire Services Property Levy (State)   $61.50',
      'Total for this instalment             $672.00',
    ]);
    const reading = readRatesNotice(d);
    expect(reading).toMatchObject({ value: (67_200 - 6_150) * 4, page: 2 });
    expect(reading?.quote).toBe('Total for this instalment             $672.00');
  });

  it('instalments stated in a sentence', () => {
    const d = doc(cover, ['COUNCIL RATES', 'Council rates for 2026/27 are payable in four instalments of $388.25 each.']);
    expect(readRatesNotice(d)).toMatchObject({ value: 155_300, page: 2 });
  });
});

describe('a water notice', () => {
  it('service charges for the quarter and usage for twelve months', () => {
    const d = doc(cover, [
      'COASTAL RANGES WATER',
      'Account for the quarter 1 July 2026 to 30 September 2026',
      'Water service charge per quarter        $24.10',
      'Sewerage service charge per quarter     $131.60',
      'Water usage for the last 12 months      $402.80',
    ]);
    expect(readWaterNotice(d)).toMatchObject({ value: 2_410 * 4 + 13_160 * 4 + 40_280, page: 2 });
  });

  it('a figure stated for the year', () => {
    const d = doc(cover, ['WATER INFORMATION STATEMENT', 'Water and sewerage charges: total $1,204.35 for the year ending 30 June 2027.']);
    expect(readWaterNotice(d)).toMatchObject({ value: 120_435, page: 2 });
  });
});

describe('a certificate of rates and an account with a subtotal', () => {
  it("the year's total less the State levy: instalments after it divide it, they are not its period", () => {
    const d = doc(cover, ['CERTIFICATE OF RATES AND CHARGES', 'RATES AND CHARGES 2026-27', 'General rate                                        $1,510.00', 'Fixed charge                                        $400.00', 'Regional Landscape Levy (State levy collected)      $90.00', 'Total levied 2026-27                                $2,000.00', 'Payable by quarterly instalments of $500.00']);
    expect(readRatesNotice(d)).toMatchObject({ value: 191_000 });
  });

  it("a water account's total is the account's, not the water use subtotal above it", () => {
    const d = doc(cover, ['EXAMPLE WATER', 'Account period: 01/04/2026 to 30/06/2026 (quarter)', '', 'Charges this quarter', '  Water supply charge                      $80.00', '  Sewerage charge                          $120.00', '  Total water use                          $150.00', 'Total this account                         $350.00']);
    expect(readWaterNotice(d)).toMatchObject({ value: 140_000 });
  });
});

describe('two notices on one page', () => {
  // A year's water account, its instalments bi-monthly; under it a council's notice whose title shares
  // its row with the assessment number. Neither notice's period is the other's.
  const d = doc(cover, [
    'HILLTOP WATER                                       ANNUAL CHARGES NOTICE 2026/27',
    'Property: 2/8 Emu Court, Example WA 6999             Gross rental value: $19,500',
    '',
    '   Charges for the period 1 July 2026 to 30 June 2027',
    '      Water service charge                          $301.20',
    '      Sewerage service charge                       $880.40',
    '      Total annual charges                        $1,181.60',
    '   Payable by six instalments of $196.93 (bi-monthly).',
    '',
    'SHIRE OF EXAMPLE - RATE NOTICE 2026/27          Assessment 55120',
    '   Gross rental value $19,500 x 8.01 cents in the dollar      General rate        $1,561.95',
    '   Rubbish service charge                                                          $412.00',
    '   Emergency Services Levy (State)                                                 $301.00',
    '   TOTAL                                                                          $2,274.95',
  ]);

  it('the water account is a year\'s, its total the year\'s charges', () => {
    expect(readWaterNotice(d)).toMatchObject({ value: 118_160, page: 2 });
  });

  it('the council notice opens at its letterhead row: its total less the State levy, once a year', () => {
    expect(readRatesNotice(d)).toMatchObject({ value: 227_495 - 30_100, page: 2 });
  });
});

describe('a land tax certificate', () => {
  it('the amount charged on the land', () => {
    const d = doc(cover, ['LAND TAX CERTIFICATE', 'Land tax for the 2026 tax year', 'Land tax payable on the land: $1,318.00']);
    const reading = readLandTax(d);
    expect(reading).toMatchObject({ value: 131_800, page: 2 });
    expect(reading?.quote).toContain('$1,318.00');
  });

  it("a row labelled for the year's land tax, the amount after a long label; not the adjustment's row", () => {
    const d = doc(cover, ['Land tax is adjustable          [X] NO   [ ] yes', '', 'REVENUE OFFICE - LAND TAX ADVICE', '   Land tax charged for the 2026 land tax year in respect of this land: $1,902.50. Paid in full.']);
    expect(readLandTax(d)).toMatchObject({ value: 190_250, page: 2 });
  });

  it('a certificate that charges nothing reads as nil', () => {
    const d = doc(cover, ['LAND TAX CERTIFICATE', 'Land tax payable: Nil']);
    expect(readLandTax(d)).toMatchObject({ value: 0, page: 2 });
  });

  it('a document without one reads nothing', () => {
    expect(readLandTax(doc(cover))).toBeNull();
    expect(readRatesNotice(doc(cover))).toBeNull();
    expect(readWaterNotice(doc(cover))).toBeNull();
  });
});

describe('a water bill as a utility prints it, scanned', () => {
  it('takes its period from the bill head above the charges, dot leaders as gaps, and OCR\'s "t0" as "to"', () => {
    const d = doc(cover, [
      'GLENELG RIVER WATER',
      'Your bill                       Account 5511 2093',
      'Bill peri0d 1 Jul 2026 t0 30 Sep 2026 (92 days)',
      '',
      'Meter      Previous     Current     Usage',
      'AB1190     1022 kL      1061 kL     39 kL',
      '',
      'Your charges',
      'Water service charge  ..................   $31.20',
      'Sewerage service charge  ...............   $141.60',
      'Water usage 39 kL  .....................   $97.11',
      'Total this bill                            $269.91',
    ]);
    expect(readWaterNotice(d)?.value).toBe(26_991 * 4);
  });
});

describe("a land tax certificate's table of years", () => {
  it("gives the latest year's tax levied, not the balance owing", () => {
    const d = doc(cover, [
      'Revenue NSW',
      'LAND TAX CERTIFICATE',
      'Land tax year    Tax levied on this land    Paid          Balance owing',
      '2026             $1,980.00                  $1,980.00     $0.00',
      '2025             $1,744.00                  $1,744.00     $0.00',
      '',
      'There is no land tax charged on the land for the 2026 land tax year.',
    ]);
    expect(readLandTax(d)?.value).toBe(198_000);
  });
});

describe("a land tax certificate's table of financial years, in another part", () => {
  it("gives the latest assessed year's land tax", () => {
    const d = doc(cover, [
      'RevenueSA                                      CERTIFICATE OF LAND TAX',
      'Financial year     Taxable site value    Land tax assessed    Paid        Balance owing',
      '2025-2026          $512,000              $2,870.40            $0.00       $2,870.40',
      '2026-2027          not yet assessed      -                    -           -',
    ]);
    expect(readLandTax(d)?.value).toBe(287_040);
  });
});

describe("a water account's history of bills", () => {
  it("takes the total it states for the last 12 months, not this bill's times its periods", () => {
    const d = doc(cover, [
      'Water Corporation                                     Your water account',
      'This bill (2 months)      Service period 01/10/2026 to 30/11/2026',
      '  Water service charge                                $48.20',
      '  Total this bill                                     $301.15',
      '',
      'Your charges over the last 12 months',
      '  Bill issued        Period                          Amount',
      '  10 Dec 2025        01/10/25 - 30/11/25           $280.00',
      '  Total billed, last 12 months                     $1,650.30',
    ]);
    expect(readWaterNotice(d)?.value).toBe(165_030);
  });
});
