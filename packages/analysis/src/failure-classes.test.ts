// The failure classes seen on unseen documents, each on a fixture written for the project
// (test/fixtures/classes). Each test reads the whole engine, as a buyer's report does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analyse.ts';
import { splitTextIntoPages } from './text/pages.ts';

const fixture = (name: string) => {
  const text = readFileSync(new URL(`../test/fixtures/classes/${name}`, import.meta.url), 'utf8');
  return analyseDocument({ pages: splitTextIntoPages(text), fileName: name }, { costs: null });
};

describe('parts of a pack', () => {
  const r = fixture('vic-pack-printed-conditions.txt');

  it('splits the pack into particulars, special conditions and printed general conditions', () => {
    expect(r.parts.map((p) => [p.kind, p.pages])).toEqual([
      ['particulars', [1]],
      ['special-conditions', [2]],
      ['general-conditions', [3, 4]],
      ['other', [4]],
    ]);
    expect(r.parts.every((p) => p.confidence > 0 && p.confidence <= 100)).toBe(true);
  });

  it('raises nothing from printed general conditions that mention caveats, covenants, acquisition, bushfire, GAIC and levies', () => {
    expect(r.flags).toEqual([]);
    expect(r.concerns.filter((c) => c.page >= 3)).toEqual([]);
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.covenants).toEqual([]);
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.facts.overlays).toEqual([]);
  });

  it('lists each special condition once, struck-out and not-applicable ones included, and none of the printed clauses', () => {
    expect(r.facts.specialConditions.map((c) => c.split(' ')[0])).toEqual(['1', '2', '3', '4']);
    expect(r.facts.specialConditions[1]).toMatch(/early release of deposit/i);
    expect(r.flags).not.toContain('early_deposit_release');
  });

  it('still reads the particulars', () => {
    expect(r.facts.propertyDetails.purchasePrice).toBe(905000);
    expect(r.facts.propertyDetails.settlementDate).toBe('2026-08-14');
    expect(r.facts.vendors).toEqual(['Harriet Anne Quill']);
  });
});

describe('negatives are not risks', () => {
  const r = fixture('vic-s32-negatives.txt');

  it('reads "not in a designated bushfire prone area" and "no notice of compulsory acquisition" as negatives', () => {
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags).not.toContain('bushfire_prone_area');
    expect(r.flags).not.toContain('compulsory_acquisition');
    expect(r.flags).not.toContain('statutory_charge');
    expect(r.flags).not.toContain('restrictive_covenant');
  });

  it('keeps only overlays marked Yes: not those marked No, those in the vicinity or on the neighbouring property', () => {
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['DDO14']);
    expect(r.flags).not.toContain('heritage_overlay');
    expect(r.flags).not.toContain('flood_overlay');
    expect(r.flags).not.toContain('bushfire_overlay');
  });

  it('reads an unticked services box and an owners corporation answered "Not applicable" as nothing', () => {
    expect(r.flags).not.toContain('non_connected_services');
    expect(r.facts.ownersCorporation).toBeNull();
  });

  it("assigns only the easements over this lot, not the plan's easements over other lots", () => {
    expect(r.facts.propertyDetails.lot).toBe('4');
    expect(r.facts.easements).toEqual([{ type: 'Drainage easement E-2', beneficiary: 'City of Greater Geelong' }]);
    expect(r.flags).toEqual(['easement']);
  });
});

describe('outgoings are annualised', () => {
  it('doubles a half-year rates total after taking out the State levy, and adds quarterly water service to a year of usage', () => {
    const r = fixture('qld-outgoings.txt');
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2674.7); // (1,425.75 - 88.40) x 2
    expect(r.facts.outgoings.waterAnnual).toBe(997.68); // 96.30 x 4 + 612.48
  });

  it('multiplies an instalment by the number of instalments', () => {
    const text = 'VENDOR STATEMENT\n\nCouncil rates are payable in four instalments of $642.15. The Emergency Services and Volunteers Fund levy of $198.00 is shown separately.\nWater: quarterly account total $301.10 for the quarter ended 31 March 2026.\n';
    const r = analyseDocument({ pages: [{ number: 1, text }], fileName: 'rates.txt' }, { costs: null });
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2568.6);
  });
});

describe('facts that sit only in the attachments', () => {
  it('reads the zone, the valuation and the area (in hectares) from the planning part, the rates notice and the title', () => {
    const r = fixture('sa-form1-attachments.txt');
    expect(r.facts.documentType).toBe('section32');
    expect(r.facts.propertyDetails.zoning).toBe('HN Hills Neighbourhood Zone');
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 1215000, siteValue: 640000, nav: null });
    expect(r.facts.propertyDetails.landSizeM2).toBe(1284);
    expect(r.facts.propertyDetails.purchasePrice).toBeNull();
  });

  it("reads a valuation table's header row and a lot's area in 'sq m' on a title diagram", () => {
    const text = [
      'Contract for the sale and purchase of land',
      'Land: Lot 31 in Deposited Plan 1187220',
      '',
      'Net Annual Value   Land Value   Capital Improved Value',
      '$41,250            $612,000     $825,000',
      '',
      'Title diagram DP1187220 (extract): Lot 31, area 745.6 sq m, frontage 18.2 m.',
    ].join('\n');
    const r = analyseDocument({ pages: [{ number: 1, text }], fileName: 'x.txt' }, { costs: null });
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 825000, siteValue: 612000, nav: 41250 });
    expect(r.facts.propertyDetails.landSizeM2).toBe(745.6);
  });

  it("reads the site value from a land tax certificate's column named in brackets", () => {
    const text = 'Land Tax Clearance Certificate\n\nTax year   Taxable value (site value)   Proportional tax   Total\n2026       $905,000                     $0.00              $0.00\n';
    const r = analyseDocument({ pages: [{ number: 1, text }], fileName: 'x.txt' }, { costs: null });
    expect(r.facts.propertyDetails.councilValuation.siteValue).toBe(905000);
  });
});

describe('parties and document type', () => {
  const run = (pages: string[]) => analyseDocument({ pages: pages.map((text, i) => ({ number: i + 1, text })), fileName: 'x.txt' }, { costs: null });

  it('takes vendor names from the particulars without their address, not initials from a cover page', () => {
    const r = run([
      'CONTRACT OF SALE OF LAND\nVendor   H A Quill\nProperty 17 Marram Court, Torquay VIC 3228',
      'PARTICULARS OF SALE\nVendor          Harriet Anne Quill and Owen Bryce Quill, both of 17 Marram Court, Torquay VIC 3228\nPurchaser       Tobias Ren Whitlock of 4 Shell Street, Jan Juc VIC 3228\nPrice           $905,000',
    ]);
    expect(r.facts.vendors).toEqual(['Harriet Anne Quill', 'Owen Bryce Quill']);
    expect(r.facts.purchasers).toEqual(['Tobias Ren Whitlock']);
  });

  it("recognises 'Vendor's Statement pursuant to section 32' and an SA 'Form 1' as vendor statements", () => {
    expect(run(["Vendor's Statement pursuant to section 32 of the Sale of Land Act 1962\nVendor: Ada Pim\nLand: 3 Ash Lane, Bendigo VIC 3550"]).facts.documentType).toBe('section32');
    const sa = run(["Form 1 - Vendor's statement (section 7 Land and Business (Sale and Conveyancing) Act 1994)\nFrom: Ada Jane Pim (the vendor)\nLand: 3 Ash Lane, Unley SA 5061"]);
    expect(sa.facts.documentType).toBe('section32');
    expect(sa.facts.state).toBe('SA');
    expect(sa.facts.vendors).toEqual(['Ada Jane Pim']);
  });
});

describe('overlays', () => {
  const run = (text: string) => analyseDocument({ pages: [{ number: 1, text }], fileName: 'x.txt' }, { costs: null });

  it('keeps the schedule number of a VicPlan overlay', () => {
    const r = run('PLANNING PROPERTY REPORT\n\nPlanning Overlays\nDEVELOPMENT CONTRIBUTIONS PLAN OVERLAY (DCPO)\nDEVELOPMENT CONTRIBUTIONS PLAN OVERLAY - SCHEDULE 1 (DCPO1)\n');
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['DCPO1']);
  });

  it('reads word-named overlays from an Affected column and from a list, with their qualifiers', () => {
    const table = run('Overlay                                     Affected   Comment\nCoastal hazard overlay                      No         -\nHeight of buildings and structures overlay  Yes        8.5 m\n');
    expect(table.facts.overlays).toEqual([{ code: null, name: 'Height of buildings and structures overlay' }]);
    const list = run('The following overlays affect the lot: Flood overlay - Creek flood planning area (affecting the front of the lot); Waterway corridors overlay. The lot is not affected by the Bushfire overlay.\n');
    expect(list.facts.overlays.map((o) => o.name)).toEqual(['Flood overlay - Creek flood planning area', 'Waterway corridors overlay']);
    expect(list.flags).toContain('flood_overlay');
    expect(list.flags).not.toContain('bushfire_overlay');
  });
});

describe('lists that say which rows count', () => {
  it('reads a row without "Yes" under "Only those marked Yes affect the land" as not affecting (a scan that lost the answer)', () => {
    const text = [
      'The following overlays were checked. Only those marked "Yes" affect the land.',
      'Environmental Significance Overlay - Schedule 2 ESO2 Yes',
      'Land Subject to Inundation Overlay LSIO Mot ott sae',
      'D. Notices',
      'Gas | Not connected. The dwelling uses bottled gas.',
    ].join('\n');
    const r = analyseDocument({ pages: [{ number: 1, text }], fileName: 'scan.txt' }, { costs: null });
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['ESO2']);
    expect(r.flags).not.toContain('flood_overlay');
    expect(r.flags).toContain('non_connected_services');
  });
});

describe('owners corporations', () => {
  const run = (text: string) => analyseDocument({ pages: [{ number: 1, text }], fileName: 'oc.txt' }, { costs: null });

  it('reads an inactive owners corporation as one with no fees, and adds fund contributions listed twice only once', () => {
    expect(run('6. OWNERS CORPORATION\nThe land is affected by Owners Corporation 1 Plan No. PS700100A. It is an inactive owners corporation: it has not fixed annual fees.').facts.ownersCorporation).toEqual({ annualFees: 0, specialLevy: null, litigation: false });
    const fees = run(
      'Levies for Lot 3: administrative fund $610.00 per quarter and capital works fund $240.00 per quarter.\n\nAdministrative fund contribution   $610.00 per quarter\nCapital works fund contribution   $240.00 per quarter\n',
    );
    expect(fees.facts.ownersCorporation?.annualFees).toBe(3400);
  });
});
