// Printed form pages are known by their form signals, never by a heading: a publisher's line, dense
// numbered clauses with definitions, conditional language, no particulars. Inserting such a page
// (NSW, VIC, QLD and WA shapes, written for these tests) into any fixture changes no fact and no finding.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult, DocumentPage } from '../result.ts';
import { splitTextIntoPages } from './pages.ts';
import { isPrintedFormPage, isQuestionnairePage, pageSignals } from './printed-form.ts';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
const PRINTED_DIR = join(FIXTURES, 'printed-forms');
const printedPages = readdirSync(PRINTED_DIR).map((f) => ({ name: f, text: readFileSync(join(PRINTED_DIR, f), 'utf8') }));

const documents = [
  ...readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, 'document.txt')))
    .map((d) => ({ name: d.name, text: readFileSync(join(FIXTURES, d.name, 'document.txt'), 'utf8') })),
  ...readdirSync(join(FIXTURES, 'classes')).map((f) => ({ name: `classes/${f}`, text: readFileSync(join(FIXTURES, 'classes', f), 'utf8') })),
];

const analyse = (pages: DocumentPage[]): AnalysisResult => analyseDocument({ pages, fileName: 'doc.txt' }, { costs: null });
/** What a buyer reads: the facts, and each concern's kind and title (pages move when a page is inserted). */
const findings = (r: AnalysisResult) => ({ facts: r.facts, flags: [...r.flags].sort(), concerns: r.concerns.map((c) => `${c.kind}: ${c.title}`).sort() });

function insertAfterFirst(pages: DocumentPage[], text: string): DocumentPage[] {
  const [first, ...rest] = pages;
  return [first as DocumentPage, { number: 2, text }, ...rest.map((p) => ({ ...p, number: p.number + 1 }))];
}

describe('printed form pages', () => {
  it.each(printedPages)('recognises $name as printed from its signals alone', ({ text }) => {
    expect(isPrintedFormPage(pageSignals(text))).toBe(true);
  });

  it('does not take a typed special condition with this sale\'s particulars for a printed page', () => {
    const typed = [
      'SPECIAL CONDITIONS',
      '1. The purchaser acknowledges that the vendor has disclosed the carport built in 2019 without a permit.',
      '2. The deposit of $65,000.00 may be released to the vendor on 14 March 2026 if the purchaser consents.',
      '3. If the purchaser cannot obtain finance of $520,000 from Wattle Mutual Bank Limited by 2 April 2026,',
      'the purchaser may end this contract by written notice to the vendor.',
      '4. The purchaser must pay the adjustment for the owners corporation levy of $1,240.00 at settlement.',
      '5. Any notice under this contract may be given to the vendor\'s solicitor, Ibis Legal Pty Ltd.',
      '6. Where the property is sold with the tenancy to Ravi Anand, the lease dated 3 June 2025 continues',
      'and the purchaser may not require vacant possession unless the tenant leaves before 30 April 2026.',
    ].join('\n');
    expect(isPrintedFormPage(pageSignals(typed))).toBe(false);
  });

  it('never takes a certificate with its issuer\'s copyright for a printed form (it is read item by item)', () => {
    const certificate = [
      'PLANNING CERTIFICATE UNDER SECTION 10.7 - Wirraway Shire Council',
      '© Wirraway Shire Council. This certificate may be relied on only for the land described in it.',
      ...Array.from({ length: 12 }, (_, i) => `${i + 1} Item ${i + 1} of the schedule\nThe land is not affected by any matter under this item, and council may not be aware of any other.`),
    ].join('\n');
    const doc = [{ number: 1, text: certificate }];
    const before = analyse([{ number: 1, text: 'PLANNING CERTIFICATE\nZone: R2 Low Density Residential\nThe land is bush fire prone land.' }]);
    expect(before.flags).toContain('bushfire_prone_area');
    expect(analyse(doc).parts.map((p) => p.kind)).not.toContain('general-conditions');
  });

  describe.each(documents)('inserted into $name', { timeout: 60_000 }, ({ text }) => {
    const pages = splitTextIntoPages(text);
    const base = findings(analyse(pages));
    it.each(printedPages)('$name changes no fact and no finding', ({ text: printed }) => {
      expect(findings(analyse(insertAfterFirst(pages, printed)))).toEqual(base);
      expect(findings(analyse([...pages, { number: pages.length + 1, text: printed }]))).toEqual(base);
    });
  });
});

describe('printed conditions running on to a page where another part opens', () => {
  it('the lines before the new part stay conditions; the part after is read', () => {
    const clauses = (from: number) =>
      Array.from({ length: 6 }, (_, i) => `${from + i}.1 If the Buyer gives notice under this clause, the Seller may terminate this contract, and the Deposit must be refunded to the Buyer unless the Buyer is in default.`);
    const page1 = ['Contract for houses and residential land', 'Property: 7 Cassia Court, Nambour QLD 4560', 'Purchase price: $720,000', 'Special conditions: Nil', 'STANDARD TERMS', ...clauses(1)].join('\n');
    const page2 = [
      ...clauses(7),
      'PART C - SELLER DISCLOSURE STATEMENT',
      'Seller: Imogen Ruth Baptiste. Date: 20 March 2026. Lot 12 on RP842163, title reference 50812436.',
      'Registered encumbrances: Easement 701223980 for drainage in favour of Sunshine Coast Regional Council. Mortgage 722100456 to Orchard Bank Limited.',
      'Rates: $1,884.20 for 2025/26. Water: $1,102.40 for 2025/26. Land tax: $0.00. Body corporate: none.',
    ].join('\n');
    const r = analyse([
      { number: 1, text: page1 },
      { number: 2, text: page2 },
    ]);
    expect(r.parts.filter((p) => p.pages.includes(2)).map((p) => p.kind)).toEqual(['general-conditions', 'seller-disclosure']);
    expect(r.facts.easements.map((e) => e.beneficiary)).toEqual(['Sunshine Coast Regional Council']);
  });
});

describe("a pack's own header and footer on every page", () => {
  // A conveyancer's letterhead, file number and a merge stamp on every page name companies and dates:
  // they are not this sale's particulars, so the printed pages between them are still printed.
  const header = 'Gumnut Conveyancing Pty Ltd | Matter GC-26/0441 | 5 Banksia Rise, Ocean Grove VIC 3226';
  const footer = (n: number) => `Merged pack 12/05/2026 - page ${n} of 4`;
  const clause = (n: number) =>
    `${n}. If a party defaults, the other party may serve a notice requiring the default to be remedied, and unless it is remedied the party serving the notice may end this contract and claim any loss the default caused.`;
  const printedPage = (n: number) => [header, '', ...Array.from({ length: 9 }, (_, i) => clause(n * 10 + i)), '© Bellbird Legal Forms Pty Ltd 2025 | Edition 9', footer(n)].join('\n');
  const particulars = [header, 'PARTICULARS OF SALE', 'Vendor: Odette Marie Finch', 'Price: $845,000', 'Deposit: $84,500 on signing', 'Settlement: 30/07/2026', footer(1)].join('\n');

  it('reads the printed pages as printed conditions and the particulars as particulars', () => {
    const r = analyse([
      { number: 1, text: particulars },
      { number: 2, text: printedPage(2) },
      { number: 3, text: printedPage(3) },
      { number: 4, text: printedPage(4) },
    ]);
    expect(r.parts.filter((p) => p.pages.includes(3)).map((p) => p.kind)).toEqual(['general-conditions']);
    expect(r.facts.propertyDetails.purchasePrice).toBe(845000);
  });
});

describe('questionnaire pages (requisitions on title)', () => {
  const requisitions = [
    'REQUISITIONS ON TITLE',
    'Property: 12 Lilly Pilly Close, Kariong NSW 2250 (Lot 3 DP 271104)',
    '1. Vacant possession of the property must be given on completion unless the contract says otherwise.',
    '2. Is the land affected by any notice of a proposal to acquire it compulsorily?',
    '3. Are there any caveats or writs affecting the land that are not on the title search?',
    '4. Has any building work been done on the land without the required approval?',
    '5. Is the land subject to any order to demolish or upgrade a building?',
    '6. Is there any matter that could justify a fire safety order for the property?',
    '7. Is there a swimming pool on the land and, if so, is there a certificate of compliance?',
    '8. Is the vendor aware of any easement or covenant affecting the land that is not disclosed?',
  ].join('\n');

  it('is recognised by its unanswered numbered questions, and raises nothing', () => {
    expect(isQuestionnairePage(pageSignals(requisitions))).toBe(true);
    const r = analyse([
      { number: 1, text: 'CONTRACT FOR THE SALE AND PURCHASE OF LAND\nvendor: Harriet Anne Lowe\nprice: $910,000\n[X] subject to existing tenancies' },
      { number: 2, text: 'PLANNING CERTIFICATE UNDER SECTION 10.7\nZone: R2 Low Density Residential\nThe land is not bush fire prone land.' },
      { number: 3, text: requisitions },
    ]);
    expect(r.concerns.filter((c) => c.context && requisitions.includes(c.context.trim()))).toEqual([]);
    expect(r.flags).not.toContain('compulsory_acquisition');
    expect(r.flags).not.toContain('building_without_approval');
  });

  it('a certificate whose questions are answered under them is no questionnaire', () => {
    const answered = Array.from({ length: 8 }, (_, i) => `${i + 1}. Is the land affected by matter ${i + 1} of the schedule?\nNo.`).join('\n');
    expect(isQuestionnairePage(pageSignals(answered))).toBe(false);
  });
});

