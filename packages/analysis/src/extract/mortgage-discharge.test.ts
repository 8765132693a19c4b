import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../index.ts';

// A contract whose title search lists the vendor's mortgage, and (or not) a later page saying it will be discharged.
const particulars = [
  'CONTRACT OF SALE OF REAL ESTATE',
  'Particulars of sale',
  'Vendor: Morgan Lee Tran',
  'Purchaser: Casey Ngata',
  'Land: 7 Bilby Court, Bendigo VIC 3550',
  'Price: $712,000',
].join('\n');
const titleSearch = ['REGISTER SEARCH STATEMENT', 'ENCUMBRANCES, CAVEATS AND NOTICES', 'MORTGAGE AX771203B 12/03/2019 WATTLE MUTUAL BANK LIMITED'].join('\n');

const analyse = (...pages: string[]) => analyseDocument({ pages: pages.map((text, i) => ({ number: i + 1, text })), fileName: 'contract.txt' });
const mortgageRow = (r: ReturnType<typeof analyse>) => r.comprehensivePropertyAnalysis.encumbrances.find((e) => e.type === 'Mortgage');

describe("the vendor's mortgage and its discharge", () => {
  it('says the document does not mention discharge only when it does not', () => {
    const r = analyse(particulars, titleSearch);
    expect(r.concerns.find((c) => c.kind === 'mortgage_to_discharge')?.description).toMatch(/does not say it will be discharged/);
    expect(mortgageRow(r)?.description).toBe('Mortgage to Wattle Mutual Bank Limited');
  });

  it('when a later page says it will be discharged, says so with that page and raises no concern', () => {
    const special = ['SPECIAL CONDITIONS', '1. Discharge of mortgage', 'The vendor must discharge the mortgage held by Wattle Mutual Bank Limited at settlement.'].join('\n');
    const r = analyse(particulars, titleSearch, special);
    expect(r.concerns.some((c) => c.kind === 'mortgage_to_discharge')).toBe(false);
    expect(mortgageRow(r)?.description).toBe('Mortgage to Wattle Mutual Bank Limited (to be discharged at settlement: the document says so on page 3)');
    expect(r.comprehensivePropertyAnalysis.buyerSummary.keyPoints).toContain("The vendor's mortgage is to be discharged at settlement (page 3).");
  });

  it('"is NOT to be discharged" is no statement that it will be', () => {
    const notDischarged = ['VENDOR STATEMENT', 'Particulars of any mortgage which is NOT to be discharged before the purchaser becomes entitled to possession: see the attached title search.'].join('\n');
    const r = analyse(particulars, titleSearch, notDischarged);
    expect(mortgageRow(r)?.description).not.toMatch(/to be discharged at settlement/);
  });
});
