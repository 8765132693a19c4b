// Wordings and layouts of the same facts that the first fixtures do not use, each read by the whole
// engine (test/fixtures/classes): labels on lines of their own, party blocks, conditions without
// their usual names, and printed clauses under another heading.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analyse.ts';
import { lotsOnPlan } from './extract/facts.ts';
import { splitTextIntoPages } from './text/pages.ts';

const analyse = (name: string) => {
  const text = readFileSync(new URL(`../test/fixtures/classes/${name}`, import.meta.url), 'utf8');
  return analyseDocument({ pages: splitTextIntoPages(text), fileName: name }, { costs: null });
};

describe('a VIC statement whose items are lines of their own', () => {
  const r = analyse('vic-statement-label-lines.txt');

  it("takes the year's rates less the State levy, not a quarter named on the next item's line", () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2150);
  });

  it('adds a quarterly water service charge and a year of usage given on one line', () => {
    expect(r.facts.outgoings.waterAnnual).toBe(1406.04);
    expect(r.facts.outgoings.landTax).toBe(0);
  });

  it('reads the hectares on the title, and no overlay from a neighbour or one answered No', () => {
    expect(r.facts.propertyDetails.landSizeM2).toBe(652);
    expect(r.facts.overlays).toEqual([]);
    expect(r.flags).not.toContain('heritage_overlay');
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.facts.ownersCorporation).toBeNull();
  });
});

describe('a VIC statement sold by a company, with an overlay table and Yes/No answers', () => {
  const r = analyse('vic-statement-company-vendor.txt');

  it("reads 'Vendor name:' and cuts the company's ACN and address", () => {
    expect(r.facts.vendors).toEqual(['KESWICK HOLDINGS PTY LTD']);
  });

  it('keeps only the overlays marked Yes', () => {
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['DDO6', 'PO1']);
  });

  it("answers 'No' to bushfire, caveats, section 173 and acquisition, and reads the owners corporation's fees", () => {
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.section173).toBe(false);
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3120, specialLevy: null, litigation: false });
    expect(r.flags).toEqual([]);
  });
});

describe('a NSW contract: printed clauses opening with their definitions, then additional conditions', () => {
  const r = analyse('nsw-contract-printed-then-additional.txt');

  it('reads the printed clauses as general conditions, under whatever heading', () => {
    expect(r.parts.map((p) => p.kind)).toEqual(['particulars', 'general-conditions', 'special-conditions', 'general-conditions']);
  });

  it('counts the additional conditions only, not the printed clause after them', () => {
    expect(r.facts.specialConditions.map((c) => c.split(' ')[0])).toEqual(['33', '34', '35', '36']);
  });

  it("reads 'subject to ... approval of a loan' as a finance condition, and an unnamed sunset condition", () => {
    expect(r.flags).not.toContain('no_finance_clause');
    expect(r.flags).toContain('sunset_clause');
    expect(r.concerns.find((c) => c.flag === 'sunset_clause')?.title).toBe('Sunset clause (30 June 2027)');
  });

  it('raises nothing from the printed clauses about easements, caveats or special levies', () => {
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.easements).toEqual([]);
    expect(r.flags.filter((f) => f !== 'sunset_clause')).toEqual([]);
  });
});

describe('a QLD reference schedule with party blocks', () => {
  const r = analyse('qld-reference-schedule-blocks.txt');

  it('names the seller and buyer from "SELLER" / "Name: ..." blocks', () => {
    expect(r.facts.vendors).toEqual(['Brodie Lachlan Merrick']);
    expect(r.facts.purchasers).toEqual(['Sunita Rao']);
  });

  it('reads the title reference, the area in hectares and the settlement date', () => {
    expect(r.facts.propertyDetails).toMatchObject({ lot: '17', plan: 'SP301144', landSizeM2: 721, purchasePrice: 642000, settlementDate: '2026-11-25' });
  });

  it('flags blank finance fields as no finance condition, and nothing from the standard terms or the Nil answers', () => {
    expect(r.flags).toEqual(['no_finance_clause']);
    expect(r.facts.specialConditions).toEqual([]);
    expect(r.facts.ownersCorporation).toBeNull();
  });
});

describe("a NSW contract's front pages: tick boxes, the list of documents and the printed warnings", () => {
  const r = analyse('nsw-contract-front-pages-warnings.txt');

  it('reads the warnings as printed notices and the list of documents as a list', () => {
    expect(r.parts.map((p) => p.kind)).toEqual(['particulars', 'document-list', 'notices', 'special-conditions']);
  });

  it("raises no easement, acquisition, flood, bushfire or heritage finding from the warnings' list of matters", () => {
    expect(r.facts.easements).toEqual([]);
    expect(r.flags).toEqual(['no_finance_clause']);
  });

  it('reads the parties and the price from the term table', () => {
    expect(r.facts.vendors).toEqual(['Felicity Anne Rourke']);
    expect(r.facts.purchasers).toEqual(['Daniel Kwame Mensah', 'Abena Mensah']);
    expect(r.facts.propertyDetails).toMatchObject({ lot: '4', plan: 'DP12776', purchasePrice: 3250000, deposit: 325000, settlementDate: null });
  });
});

describe('the printed VIC vendor statement form, answered with boxes and Not Applicable', () => {
  const r = analyse('vic-statement-printed-form.txt');

  it("names the vendor from \"Vendor's name\", and no purchaser from an empty field", () => {
    expect(r.facts.vendors).toEqual(['Rashid Mahmood Qureshi']);
    expect(r.facts.purchasers).toEqual([]);
  });

  it("reads 'This section 2.2 only applies ... Not Applicable' as nothing: no owner-builder, owners corporation or GAIC", () => {
    expect(r.flags).not.toContain('owner_builder_no_insurance');
    expect(r.flags).not.toContain('gaic');
    expect(r.facts.ownersCorporation).toBeNull();
  });

  it('reads an unmarked bushfire box as not bushfire prone, and a marked gas box as gas not connected', () => {
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags).toEqual(['non_connected_services']);
  });
});

describe('VIC notices: a rates notice with the State levy in parts, a water statement, a clearance certificate', () => {
  const r = analyse('vic-rates-water-landtax-notices.txt');

  it('splits the pack at each notice', () => {
    expect(r.parts.map((p) => p.kind)).toEqual(['vendor-statement', 'rates-notice', 'water-statement', 'land-tax']);
  });

  it("takes the levy's fixed and variable rows, indented under its heading, out of the year's rates", () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(1925.84);
  });

  it("annualises the quarter's service charges and adds twelve months of usage listed after their total", () => {
    expect(r.facts.outgoings.waterAnnual).toBe(1413.5);
  });

  it('reads the three valuations from the header row and nil land tax', () => {
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 720000, siteValue: 365000, nav: 36000 });
    expect(r.facts.outgoings.landTax).toBe(0);
  });
});

describe('owners corporation and strata certificates', () => {
  it("VIC s151 certificate: the year's fees, this lot's struck levy (not the one only being quoted), and VCAT proceedings", () => {
    const r = analyse('vic-oc-certificate-litigation.txt');
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 4260, specialLevy: 1850, litigation: true });
    expect(r.flags).toEqual(expect.arrayContaining(['oc_special_levy', 'oc_litigation']));
  });

  it('NSW s184 certificate: quarterly admin and capital works contributions make the year; nil levies; no proceedings', () => {
    const r = analyse('nsw-strata-certificate.txt');
    expect(r.parts.map((p) => p.kind)).toEqual(['particulars', 'oc-certificate']);
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3599.6, specialLevy: null, litigation: false });
    expect(r.flags.filter((f) => f.startsWith('oc_'))).toEqual([]);
    expect(r.facts.purchasers).toEqual(['Li Na Zhou']);
  });
});

describe('a scanned SA Form 1 as OCR gives it: cells out of order, lists wrapped, column gaps lost', () => {
  const r = analyse('sa-form1-ocr-layout.txt');

  it('takes the zone from its own cell, not the label "Subzone" read after it', () => {
    expect(r.facts.propertyDetails.zoning).toBe('HN Hills Neighbourhood Zone');
  });

  it('reads an overlay list wrapped over lines and a blank line, in order, names whole', () => {
    expect(r.facts.overlays.map((o) => o.name)).toEqual([
      'Hazards (Bushfire - Medium Risk) Overlay',
      'Native Vegetation Overlay',
      'Water Resources Overlay',
      'Limited Land Division Overlay',
      'Mount Lofty Ranges Water Supply Catchment (Area 2) Overlay',
      'Prescribed Water Resources Area Overlay',
    ]);
  });

  it('reads an instalment table whose total follows a blank line, less the landscape levy, four times a year', () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2752.4);
  });
});

describe('one easement named by its letter on the plan in three places', () => {
  const r = analyse('qld-easement-letter-mentions.txt');

  it('is one sewerage easement, in favour of the council whose name ends its sentence, with its width and side', () => {
    expect(r.facts.easements).toEqual([{ type: 'Sewerage easement (Easement C), 3 m wide, along the side boundary', beneficiary: 'Sunshine Coast Regional Council' }]);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Coastline Mutual Bank Limited' }]);
  });
});

describe("a s88B instrument's numbered items: lots burdened and lots benefited", () => {
  const r = analyse('nsw-88b-instrument-items.txt');

  it('keeps only the easement burdening this lot, with the lots it benefits, on this land\'s plan, as its beneficiary', () => {
    expect(r.facts.propertyDetails.lot).toBe('12');
    expect(r.facts.easements).toEqual([{ type: expect.stringMatching(/^Drainage easement/), beneficiary: 'Lots 13 and 14 in DP1190044' }]);
  });

  it('names lots by their plan only when the beneficiary is lots alone', () => {
    expect(lotsOnPlan('Lot 3', 'PS733019B', 'VIC')).toBe('Lot 3 on PS733019B');
    expect(lotsOnPlan('13, 14 and 15', 'DP1045518', 'NSW')).toBe('Lots 13, 14 and 15 in DP1045518');
    expect(lotsOnPlan('Barwon Region Water Corporation', 'PS733019B', 'VIC')).toBe('Barwon Region Water Corporation');
    expect(lotsOnPlan('Lots 13 and 14', null, 'NSW')).toBe('Lots 13 and 14');
  });
});

describe('the LIV particulars of sale, with attached special conditions and the printed general conditions', () => {
  const r = analyse('vic-liv-particulars-of-sale.txt');

  it("splits the parts: a row naming 'Special conditions' at a page's foot is not a running header", () => {
    expect(r.parts.map((p) => p.kind)).toEqual(['particulars', 'special-conditions', 'general-conditions']);
    expect(r.facts.specialConditions.map((c) => c.split(' ')[0])).toEqual(['1', '2', '3']);
  });

  it('reads the land table by its column names, and the settlement date on the line under its label', () => {
    expect(r.facts.propertyDetails).toMatchObject({ lot: '22', plan: 'LP48221', volume: '09112', folio: '418', settlementDate: '2027-02-12', purchasePrice: 1925000, deposit: 192500 });
  });

  it('flags the early deposit release, and nothing from the printed conditions or the checked loan box', () => {
    expect(r.flags).toEqual(['early_deposit_release']);
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.covenants).toEqual([]);
  });
});

describe('a WA offer and acceptance with the joint form and the notices run together', () => {
  const r = analyse('wa-offer-and-acceptance.txt');

  it('reads the parties, the land, the price, the settlement date and the zoning as an R-Code', () => {
    expect(r.facts.state).toBe('WA');
    expect(r.facts.vendors).toEqual(['Jarrah Ridge Investments Pty Ltd']);
    expect(r.facts.purchasers).toEqual(['Nathan Oduya', 'Priscilla Oduya']);
    expect(r.facts.propertyDetails).toMatchObject({ lot: '412', plan: 'DP71288', purchasePrice: 689000, deposit: 10000, settlementDate: '2027-01-30', zoning: 'Residential R20' });
  });

  it("takes the ESL out of the rates total, ignoring the water account that runs on after it", () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2036.4);
  });

  it('annualises a water account for 62 days named on the line above its amount', () => {
    expect(r.facts.outgoings.waterAnnual).toBe(1289.4);
  });

  it('flags the bushfire prone land, and nothing from the joint form or the finance condition', () => {
    expect(r.flags).toEqual(['bushfire_prone_area']);
  });
});

describe('a rates notice that says its period after the total', () => {
  it("reads 'Rates are charged quarterly' under the table: the council subtotal times four", () => {
    const r = analyse('qld-rates-period-after-total.txt');
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2842.8);
  });
});

describe('conditions struck out in their own title line', () => {
  const r = analyse('vic-conditions-deleted-in-title.txt');

  it("reads '- intentionally deleted', '- not used' and 'Vendor finance. Deleted.' as struck: no flag and no concern from them", () => {
    expect(r.facts.specialConditions.map((c) => c.split(' ')[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(r.flags).toEqual(['gst_additional']);
    expect(r.concerns.map((c) => c.title)).toEqual(['GST wording may add to the price']);
  });
});

describe('special conditions answered Nil, and a permit written as a sentence', () => {
  const r = analyse('vic-conditions-nil-permit-sentence.txt');

  it('lists no condition for "1. Nil." and reads the permit with its surveyor-style number', () => {
    expect(r.facts.specialConditions).toEqual([]);
    expect(r.facts.buildingPermitsLast7Years).toEqual([{ number: 'BS-U 40112/2023', date: '2023-08-09', description: 'a carport and front fence' }]);
  });
});

describe("a s10.7 certificate's items asked as questions and answered No", () => {
  const r = analyse('nsw-10-7-questions-answered-no.txt');

  it("reads the zone from 'the identity of the zone:' and raises nothing from the No answers", () => {
    expect(r.facts.propertyDetails.zoning).toBe('R3 Medium Density Residential');
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags.filter((f) => f !== 'no_finance_clause')).toEqual([]);
  });
});

describe("a QLD reference schedule's body corporate and pool items", () => {
  it('annualises body corporate levies stated per quarter, and reads the special levy', () => {
    const r = analyse('qld-schedule-body-corporate-pool.txt');
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 4482, specialLevy: 2500, litigation: false });
    expect(r.facts.propertyDetails.settlementDate).toBe('2027-01-30');
  });

  it("raises a pool concern when the schedule's certificate question is answered No, and none when Yes", () => {
    const without = analyse('qld-schedule-body-corporate-pool.txt');
    expect(without.concerns.filter((c) => c.title === 'Pool without a current safety certificate')).toHaveLength(1);
    const certified = analyse('qld-schedule-pool-certified.txt');
    expect(certified.concerns.map((c) => c.title)).not.toContain('Pool without a current safety certificate');
  });
});

describe('trustee vendors, a purchaser still to be advised, a deposit as a share of the price', () => {
  const r = analyse('vic-trustee-vendors-tba-purchaser.txt');

  it('names the vendors without the capacity they sign in, and no purchaser for "TBA"', () => {
    expect(r.facts.vendors).toEqual(['Harold James Pettigrew', 'Maureen Ann Pettigrew']);
    expect(r.facts.purchasers).toEqual([]);
  });

  it('computes the deposit from its percentage, and leaves a settlement counted from the day of sale undated', () => {
    expect(r.facts.propertyDetails).toMatchObject({ purchasePrice: 1560000, deposit: 156000, settlementDate: null });
  });
});

describe("the lot's area and the valuations where a plan or a notice lays them out", () => {
  it("reads this lot's area from a plan sheet's lot labels, and valuations right-aligned under their columns", () => {
    const r = analyse('vic-plan-labels-valuation-row.txt');
    expect(r.facts.propertyDetails.landSizeM2).toBe(652);
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 1850000, siteValue: 1320000, nav: 92500 });
  });

  it("reads 'Area: 412 square metres' after the title's land description", () => {
    expect(analyse('vic-title-area-sentence.txt').facts.propertyDetails.landSizeM2).toBe(412);
  });
});

describe('a VicPlan zone line naming the zone and then its schedule', () => {
  it('keeps the schedule: "ZONE: URBAN GROWTH ZONE (UGZ) - URBAN GROWTH ZONE - SCHEDULE 3 (UGZ3)"', () => {
    const text = "VENDOR STATEMENT section 32\nProperty: 4 Quoll Way, Beveridge VIC 3753\nVendor: Tamsin Ruiz\n\fPLANNING PROPERTY REPORT (extract)\nZONE: URBAN GROWTH ZONE (UGZ) - URBAN GROWTH ZONE - SCHEDULE 3 (UGZ3)\n";
    const r = analyseDocument({ pages: splitTextIntoPages(text), fileName: 'zone.txt' }, { costs: null });
    expect(r.facts.propertyDetails.zoning).toBe('UGZ3 Urban Growth Zone - Schedule 3');
  });
});

describe('a permits table a scan wrapped: the issue date split over two lines', () => {
  it('joins "3 March" on the row with "2022" starting the next line', () => {
    const r = analyse('vic-permit-table-wrapped-by-ocr.txt');
    expect(r.facts.buildingPermitsLast7Years.map((p) => [p.number, p.date])).toEqual([['BP-2022-1143', '2022-03-03']]);
  });
});

describe('a scanned rates notice whose area lost its unit', () => {
  it('reads "Land area 734" ending the line as square metres', () => {
    expect(analyse('vic-rates-area-unit-lost.txt').facts.propertyDetails.landSizeM2).toBe(734);
  });
});

describe('additional clauses as a scan reads them: "35," for "35."', () => {
  it('reads "35, Interest ..." as condition 35, and not numbers inside a sentence', () => {
    const r = analyse('nsw-conditions-ocr-comma-number.txt');
    expect(r.facts.specialConditions.map((c) => c.split(' ')[0])).toEqual(['33', '34', '35', '36']);
  });
});

describe('an overlay list whose bracketed note wraps onto the next line', () => {
  it('reads both overlays, the first without its note', () => {
    const r = analyse('qld-overlay-bracket-wrapped.txt');
    expect(r.facts.overlays.map((o) => o.name)).toEqual(['Flood overlay - Creek/waterway flood planning area 3', 'Heritage overlay - Local heritage place']);
  });
});

describe('a covenant mentioned many times in one pack', () => {
  it('is one covenant, named by its instrument and described by what it restricts', () => {
    const r = analyse('vic-covenant-many-mentions.txt');
    expect(r.facts.covenants).toHaveLength(1);
    expect(r.facts.covenants[0]).toContain('C734211');
    expect(r.facts.covenants[0]).toMatch(/not more than one dwelling house/);
  });

  it("is written up from the instrument's lettered terms, with its year, when no one summarised it", () => {
    const r = analyse('vic-covenant-lettered-terms.txt');
    expect(r.facts.covenants).toHaveLength(1);
    const covenant = r.facts.covenants[0] as string;
    expect(covenant).toMatch(/^Covenant H889102 \(1958\): must not: \(a\) build .* single private dwelling/);
    expect(covenant).toMatch(/\(b\) use the said lot .* shop, garage or motor repair works; \(c\) erect any fence on the front boundary .* three feet$/);
    expect(covenant).not.toMatch(/AND it is agreed/);
  });

  it("reads an NSW restriction's terms from its s88B instrument, named by the plan", () => {
    const r = analyse('nsw-88b-restriction-terms.txt');
    expect(r.facts.covenants).toEqual([
      'Restriction on the use of land (s88B instrument, DP1180442): (a) no dwelling may be erected on a lot burdened with a floor area of less than 180 square metres; ' +
        '(b) no roof may be clad in any material other than tile or colorbond steel; (c) no caravan, boat or trailer may be kept forward of the building line',
    ]);
    expect(r.flags).toContain('restrictive_covenant');
  });

  it('keeps two covenants apart, and drops the sentence that only points at them', () => {
    const r = analyse('nsw-two-covenants.txt');
    expect(r.facts.covenants).toHaveLength(2);
    expect(r.facts.covenants.join('\n')).toMatch(/C412233.*trade or business/);
    expect(r.facts.covenants.join('\n')).toMatch(/D118876.*front fences/);
  });
});

describe('a QLD contract with its Form 2 and no body corporate', () => {
  it('reads no owners corporation from a State levy beside the rates, and the overlay with its sub-category', () => {
    const r = analyse('qld-reiq-form2-no-body-corporate.txt');
    expect(r.facts.ownersCorporation).toBeNull();
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 4049.6, waterAnnual: 1640.88, landTax: null });
    expect(r.facts.overlays).toEqual([{ code: null, name: 'Flood overlay - Overland flow' }]);
    expect(r.facts.propertyDetails).toMatchObject({ purchasePrice: 1120000, deposit: 112000, settlementDate: '2027-01-12' });
    expect(r.flags).toContain('flood_overlay');
    expect(r.flags).not.toContain('oc_special_levy');
  });
});

describe('an NSW strata unit on the 2022 front page', () => {
  it("keeps the unit in the address and adds the lot's fund levies", () => {
    const r = analyse('nsw-strata-front-page-funds.txt');
    expect(r.facts.propertyDetails).toMatchObject({ address: 'Unit 6/21 Cove Street, Birchgrove NSW 2041', lot: '6', plan: 'SP61822', folio: '6/SP61822', purchasePrice: 1265000, deposit: 126500 });
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 7439, specialLevy: null, litigation: false });
    expect(r.facts.bushfireProne).toBe(false);
  });
});

describe('an SA Form 1 addressed to and from its parties', () => {
  it('names the parties in brackets, a mortgage by its number, and the rates without the landscape levy inside them', () => {
    const r = analyse('sa-form1-parties-in-brackets.txt');
    expect(r.facts.vendors).toEqual(['Geoffrey Alan Tuckwell']);
    expect(r.facts.purchasers).toEqual(['Priya Lakshmi Raman']);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Bank of Melbourne' }]);
    expect(r.facts.outgoings).toEqual({ councilRatesAnnual: 2213.6, waterAnnual: 1195, landTax: 0 });
    expect(r.facts.propertyDetails).toMatchObject({ lot: '41', plan: 'DP70321', volume: '6021', folio: '118', purchasePrice: null });
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 865000, siteValue: 410000, nav: null });
    // The printed table names what could be registered; it lists no heritage place.
    expect(r.flags).not.toContain('heritage_overlay');
  });
});

describe('a WA strata offer and acceptance with its disclosure annexure', () => {
  it("reads the rates and the Water Corporation's charge apart, ends the last condition at the annexure, and flags the heritage listing", () => {
    const r = analyse('wa-offer-acceptance-strata-heritage.txt');
    expect(r.facts.outgoings).toEqual({ councilRatesAnnual: 1988.35, waterAnnual: 1104.68, landTax: null });
    expect(r.facts.specialConditions).toEqual(['1 The Seller will repair the cracked kitchen window before settlement', "2 The Buyer acknowledges the strata company's by-laws"]);
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3940, specialLevy: null, litigation: false });
    expect(r.facts.propertyDetails).toMatchObject({ address: 'Unit 7, 31 Marine Terrace, Fremantle WA 6160', plan: 'SP55102', zoning: 'Residential R60', deposit: 20000 });
    expect(r.flags).toContain('heritage_overlay');
    expect(r.flags).not.toContain('bushfire_prone_area');
  });
});

describe("an NSW Land Registry Services search with the council's certificate", () => {
  it('reads the folio from its FOLIO: label and the second schedule, and the certificate answers', () => {
    const r = analyse('nsw-lrs-title-search-and-10-7.txt');
    expect(r.facts.propertyDetails).toMatchObject({ lot: '3', plan: 'DP28871', volume: null, folio: '3/28871', zoning: 'R2 Low Density Residential' });
    expect(r.facts.caveats).toEqual([{ caveator: 'Northside Capital Finance Pty Ltd', grounds: null }]);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Commonwealth Bank of Australia' }]);
    expect(r.facts.covenants).toHaveLength(1);
    expect(r.facts.covenants[0]).toContain('J551200');
    expect(r.facts.bushfireProne).toBe(true);
    expect(r.flags).toEqual(expect.arrayContaining(['third_party_caveat', 'restrictive_covenant', 'bushfire_prone_area']));
    expect(r.flags).not.toContain('flood_overlay');
    expect(r.flags).not.toContain('heritage_overlay');
  });
});

describe('a VIC owners corporation certificate', () => {
  it("gives this lot's share of a special levy, not the whole levy, and the proceedings", () => {
    const r = analyse('vic-oc-certificate-lot-share.txt');
    expect(r.documentType).toBe('oc-certificate');
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3612, specialLevy: 2880, litigation: true });
    expect(r.flags).toEqual(expect.arrayContaining(['oc_special_levy', 'oc_litigation']));
    const levy = r.concerns.find((c) => c.title.startsWith('Special levy'));
    expect(levy?.description).toContain("($48,000 in total) and this lot's share is $2,880");
  });
});

describe('a VIC register search statement with its fields indented under each dealing', () => {
  it("names the lender with its bracketed part, and the caveat's grounds without the fields after them", () => {
    const r = analyse('vic-register-search-indented-fields.txt');
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Ing Bank (Australia) Limited' }]);
    expect(r.facts.caveats).toEqual([{ caveator: 'Darcy Allan Fenwick', grounds: 'PURCHASER' }]);
    expect(r.facts.propertyDetails).toMatchObject({ volume: '10233', folio: '512', lot: '4' });
    expect(r.flags).toContain('third_party_caveat');
  });
});


describe('a council notice headed by its valuation, and a water account with notes after its total', () => {
  const r = analyse('nsw-rates-and-water-accounts.txt');

  it('reads the rates from the charges table under the valuation rows, and the water account times its periods', () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(1673.8);
    expect(r.facts.outgoings.waterAnnual).toBe(1341.2);
  });
});

describe('a water statement with a column for the quarter and one for the year', () => {
  it("takes the year's column of the total row, not the quarter times four of the year", () => {
    expect(analyse('vic-water-statement-year-column.txt').facts.outgoings.waterAnnual).toBe(784.4);
  });
});

describe("a water account written as one sentence: the quarter's charges, then their total", () => {
  it('gives the year as four of those quarters', () => {
    expect(analyse('nsw-water-account-sentence.txt').facts.outgoings.waterAnnual).toBe(681.6);
  });
});
