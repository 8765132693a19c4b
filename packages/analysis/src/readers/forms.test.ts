// Whole packs in the shapes real offices and councils produce, written for the project: a Victorian
// solicitor's section 32 precedent (numbered items, tick boxes, a services grid, attachments) and a
// NSW contract with its printed clauses and a section 10.7 certificate read item by item.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analyse.ts';
import type { AnalysisResult } from '../result.ts';
import { splitTextIntoPages } from '../text/pages.ts';
import { readBoxGrids } from '../text/box-grid.ts';
import { buildDoc } from '../text/doc.ts';

const FORMS = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'forms');
const analyse = (name: string): AnalysisResult =>
  analyseDocument({ pages: splitTextIntoPages(readFileSync(join(FORMS, name), 'utf8')), fileName: name }, { costs: null });

describe('a VIC section 32 precedent with tick boxes', () => {
  for (const name of ['vic-s32-precedent.txt', 'vic-s32-precedent-one-page.txt']) {
    describe(name, () => {
      const r = analyse(name);

      it('reads the vendor from a form row that also holds the date', () => {
        expect(r.facts.vendors).toEqual(['Marguerite Anne Delacroix']);
      });

      it('reads the attachments after the statement: title, planning report, rates and water', () => {
        expect(r.facts.propertyDetails).toMatchObject({ volume: '10422', folio: '318', lot: '41', plan: 'PS317804D' });
        expect(r.facts.overlays.map((o) => o.code)).toEqual(['SLO3', 'VPO2']);
        expect(r.facts.mortgages).toEqual([{ mortgagee: 'Westpac Banking Corporation' }]);
        expect(r.facts.outgoings.councilRatesAnnual).toBe(2215.22);
      });

      it('raises the ticked bushfire box and the service ticked not provided, and nothing the boxes deny', () => {
        expect([...r.flags].sort()).toEqual(['bushfire_prone_area', 'non_connected_services']);
        expect(r.concerns.find((c) => c.kind === 'non_connected_services')?.context).toMatch(/^Gas supply/);
      });
    });
  }
});

describe('a NSW contract with a section 10.7 certificate', () => {
  const r = analyse('nsw-contract-s10-7.txt');

  it('reads the zone from the certificate item and the additional condition releasing the deposit', () => {
    expect(r.facts.propertyDetails.zoning).toBe('R2 Low Density Residential');
    expect(r.flags).toContain('early_deposit_release');
  });

  it('raises the flood item answered Yes and nothing from the items answered No or the zone\'s land-use prompts', () => {
    expect(r.flags).toContain('flood_overlay');
    for (const kind of ['unapproved_building_work', 'bushfire_prone_area', 'compulsory_acquisition', 'mine_subsidence', 'contaminated_land', 'loose_fill_asbestos', 'heritage_overlay', 'restrictive_covenant'] as const) {
      expect(r.flags).not.toContain(kind);
    }
  });
});

describe('a QLD seller disclosure statement (Form 2), one item per line', () => {
  const r = analyse('qld-form-2.txt');

  it('reads the zone after its item\'s prompt, in the scheme\'s own naming', () => {
    expect(r.facts.propertyDetails.zoning).toBe('Low density residential zone');
  });

  it('gives the rates and water for a year from the amount and its date range', () => {
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2972.6, waterAnnual: 1595 });
  });

  it('raises the pool without a safety certificate and nothing the items answer No', () => {
    expect(r.flags).toEqual(['pool_no_certificate']);
  });
});

describe('an SA vendor\'s statement (Form 1) with its schedule of prescribed encumbrances', () => {
  const r = analyse('sa-form-1.txt');

  it('reads the vendors named after their role, and the lender named in its dealing', () => {
    expect(r.facts.vendors).toEqual(['NGUYEN VAN THANH', 'LE THI MAI']);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'National Australia Bank Limited' }]);
  });

  it('lists every overlay under the "Overlays" label, named as overlays, and raises the flood one', () => {
    expect(r.facts.overlays.map((o) => o.name)).toEqual([
      'Airport Building Heights (Regulated) (All structures over 45 metres) Overlay',
      'Hazards (Flooding - Evidence Required) Overlay',
      'Prescribed Wells Area Overlay',
      'Regulated and Significant Tree Overlay',
    ]);
    expect(r.flags).toEqual(['flood_overlay']);
  });

  it('keeps each charge with its own period: the year\'s rates, and a quarter\'s water named before its amount', () => {
    expect(r.facts.outgoings).toEqual({ councilRatesAnnual: 1942.6, waterAnnual: 1273.8, landTax: 0 });
  });
});

describe('a WA offer and acceptance with its encumbrances listed one a line', () => {
  const r = analyse('wa-offer-and-acceptance.txt');

  it('reads the zone from a label in capitals, and the water charge of the utility named for its year', () => {
    expect(r.facts.propertyDetails.zoning).toBe('Residential R25');
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2184.55, waterAnnual: 1312.4 });
  });

  it('reads each listed dealing on its own: the lender, the easement, the covenant without the lines after it', () => {
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Bankwest' }]);
    expect(r.facts.easements).toEqual([{ type: 'Drainage easement, along the rear boundary', beneficiary: 'Water Corporation' }]);
    expect(r.facts.covenants).toEqual([
      'Restrictive covenant (building materials) under section 129BA Transfer of Land Act 1893 in favour of Satterley Property Group Pty Ltd expiring 31 December 2027',
    ]);
  });

  it('a mortgage to be discharged at settlement is no concern; the tenancy, covenant and easement are', () => {
    expect([...r.flags].sort()).toEqual(['easement', 'restrictive_covenant', 'tenancy']);
    expect(r.concerns.map((c) => c.kind)).not.toContain('mortgage_to_discharge');
  });
});

describe('owners corporation certificates read item by item', () => {
  it('VIC section 151: fees, the lot\'s share of a special levy (not the scheme\'s total), the proceedings', () => {
    const r = analyse('vic-oc-certificate.txt');
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3960, specialLevy: 2812.5, litigation: true });
    expect([...r.flags].sort()).toEqual(['oc_litigation', 'oc_special_levy', 'short_stay_bylaw']);
  });

  it('NSW section 184: quarterly funds for a year, the amount levied on this lot, no proceedings', () => {
    const r = analyse('nsw-strata-s184.txt');
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 5070, specialLevy: 6120, litigation: false });
    expect(r.concerns.find((c) => c.kind === 'oc_special_levy')?.context).toMatch(/this lot is \$6,120\.00/);
    expect(r.flags).not.toContain('oc_litigation');
  });
});

describe('a statement a box makes apply', () => {
  const flags = (line: string) =>
    analyseDocument({ pages: [{ number: 1, text: ['Vendor Statement', 'Land: 3 Oak Street, Kew VIC 3101', line].join('\n') }], fileName: 's.txt' }, { costs: null }).flags;

  it.each([
    ["3.2 Road access [X] There is NO access to the property by road if the square box is marked with an 'X'", true],
    ["3.2 Road access [ ] There is NO access to the property by road if the square box is marked with an 'X'", false],
    ["There is NO access to the property by road if the square box is marked with an 'X' [X]", true],
    ["There is NO access to the property by road if the square box is marked with an 'X' [ ]", false],
    ['Road access: No', true],
  ])('%s: no road access %s', (line, raised) => {
    expect(flags(line).includes('no_road_access')).toBe(raised);
  });
});

describe('tick-box grids', () => {
  const grid = (text: string) => readBoxGrids(buildDoc(splitTextIntoPages(text))).map((row) => [row.label, row.answer]);

  it('answers each row with the header over its ticked box', () => {
    expect(grid(['Yes   No', 'Swimming pool on the land [X] [ ]', 'Solar panels leased [ ] [X]', 'Shed [X] [X]', 'The end.'].join('\n'))).toEqual([
      ['Swimming pool on the land', 'yes'],
      ['Solar panels leased', 'no'],
      ['Shed', null],
    ]);
  });

  it('reads a two-word answer as one column', () => {
    expect(grid(['Provided Not Provided', 'Telephone services [ ] [X]'].join('\n'))).toEqual([['Telephone services', 'not provided']]);
  });

  it('a row with a different number of boxes ends the grid', () => {
    expect(grid(['Yes No', 'Sewerage [X]', 'Water [ ] [X]'].join('\n'))).toEqual([]);
  });
});

describe('a VIC statement set out as sections 32A to 32J, with its notices on pages of their own', () => {
  const r = analyse('vic-s32-sections-32a.txt');

  it('reads the vendors set one a line under their heading, joined by a line of their own', () => {
    expect(r.facts.vendors).toEqual(['PETER JAMES OYELARAN', 'FIONA CLAIRE OYELARAN']);
  });

  it('opens the rates notice at a letterhead whose title is in its second cell, after the rating year', () => {
    expect(r.parts.map((p) => p.kind)).toEqual(['vendor-statement', 'planning', 'rates-notice', 'water-statement']);
  });

  it('leaves out the State levy whose parts sit on its row and the row under it, and gives the quarter\'s water for a year', () => {
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2355.26, waterAnnual: 190.2 });
  });

  it('reads the overlays affecting the land, not the one in the vicinity', () => {
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['BMO', 'ESO1']);
    expect(r.flags).not.toContain('flood_overlay');
  });
});

describe('a NSW 2022 contract pack: term table, printed clauses, requisitions, certificate, plan in perches', () => {
  const r = analyse('nsw-contract-2022-pack.txt');

  it('reads the lot\'s area from a plan row in roods and perches with a written fraction', () => {
    expect(r.facts.propertyDetails.landSizeM2).toBe(1169.79);
  });

  it('raises the additional condition paying the deposit to the vendor before completion', () => {
    expect(r.flags).toContain('early_deposit_release');
  });

  it('reads a certificate item answered by a negative sentence under it as answered, not unreadable', () => {
    expect(r.flags).not.toContain('compulsory_acquisition');
    expect(r.couldNotConfirm.map((c) => c.kind)).not.toContain('compulsory_acquisition');
  });

  it('raises nothing from the printed clauses or the requisitions', () => {
    for (const kind of ['restrictive_covenant', 'terms_contract', 'unapproved_building_work', 'off_the_plan', 'outstanding_notices'] as const) {
      expect(r.flags).not.toContain(kind);
    }
  });

  it('gives a quarter\'s water named by abbreviated months for a year, and the land value from the land tax certificate', () => {
    expect(r.facts.outgoings).toMatchObject({ waterAnnual: 1082.24, councilRatesAnnual: 1925.1 });
    expect(r.facts.propertyDetails.councilValuation.siteValue).toBe(905000);
  });
});

describe('a VIC section 151 certificate in the regulation\'s form: item titles, answers indented under them', () => {
  const r = analyse('vic-oc-regulation-form.txt');

  it('gives the year\'s fees from the administration and maintenance funds\' quarterly amounts', () => {
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 3200, specialLevy: 4320, litigation: true });
  });

  it('raises the lot\'s levy, the proceedings and the arrears, and nothing from the items answered Nil or No', () => {
    expect([...r.flags].sort()).toEqual(['oc_fee_arrears', 'oc_litigation', 'oc_special_levy']);
  });
});

describe('a QLD contract schedule with a title search, a plan, a half-year rate notice and a water account', () => {
  const r = analyse('qld-reiq-schedule-pack.txt');

  it('reads each seller from the "NAME:" rows of the party block', () => {
    expect(r.facts.vendors).toEqual(['Daniel Mark Whitford', 'Priya Whitford']);
  });

  it('raises the schedule question answered by its ticked box, and the easement whose instrument is numbered "No"', () => {
    expect([...r.flags].sort()).toEqual(['easement', 'pool_no_certificate']);
    expect(r.concerns.find((c) => c.kind === 'mortgage_to_discharge')?.context).toMatch(/^2\. MORTGAGE No 719004562/);
  });

  it('gives the half year\'s rates less the State levy, and the account\'s 92 days, for a year', () => {
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2672.4, waterAnnual: 1655.56 });
    expect(r.facts.propertyDetails.landSizeM2).toBe(607);
  });
});

describe('a WA offer and acceptance with its record of title, rates notice and water account', () => {
  const r = analyse('wa-offer-title-notices.txt');

  it('takes the vendors from the title\'s proprietors when the form names trustees of a trust', () => {
    expect(r.facts.vendors).toEqual(['Graeme Allan Merridew', 'Susan Joy Merridew']);
  });

  it('names the caveator without the part of the land the caveat covers', () => {
    expect(r.facts.caveats).toEqual([{ caveator: 'Firstmac Limited', grounds: null }]);
  });

  it('opens the water account at the corporation\'s name and gives its 61 days for a year; the rates less the State levy', () => {
    expect(r.parts.map((p) => p.kind)).toContain('water-statement');
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2889.21, waterAnnual: 1685.04 });
  });

  it('raises the ticked "not subject to finance" box, the caveat and the bushfire prone area the buyer acknowledges', () => {
    expect([...r.flags].sort()).toEqual(['bushfire_prone_area', 'no_finance_clause', 'third_party_caveat']);
  });
});

describe('an SA Form 1 whose schedule items are answered YES or NO after their label', () => {
  const r = analyse('sa-form-1-schedule-items.txt');

  it('reads the zone the scheme names under its "Zone" label, without the word "zone"', () => {
    expect(r.facts.propertyDetails.zoning).toBe('Suburban Neighbourhood');
  });

  it('an item answered YES is positive whatever its label says ("whether over the land or annexed to it")', () => {
    expect(r.facts.easements).toEqual([{ type: 'Sewerage easement', beneficiary: 'South Australian Water Corporation' }]);
    expect([...r.flags].sort()).toEqual(['bushfire_overlay', 'easement']);
  });
});

describe('a VIC contract form not yet filled in (blank particulars, printed notices and conditions)', () => {
  const r = analyse('vic-contract-form-blank.txt');

  it('raises nothing: blank fields, printed notices and general conditions say nothing of this sale', () => {
    expect(r.flags).toEqual([]);
    expect(r.facts.propertyDetails).toMatchObject({ purchasePrice: null, deposit: null, settlementDate: null, volume: '08812', folio: '443', plan: 'LP112908' });
  });
});

describe('a VIC statement naming zone and overlays in its own planning item, with OCR-read notices', () => {
  const r = analyse('vic-s32-planning-inline-ocr-notices.txt');

  it('reads the zone and both overlays from the item\'s labelled rows', () => {
    expect(r.facts.propertyDetails.zoning).toBe('GRZ1 General Residential Zone - Schedule 1');
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['HO77', 'SBO']);
    expect([...r.flags].sort()).toEqual(['flood_overlay', 'heritage_overlay']);
  });

  it('reads a valuation heading OCR spelled with a lower-case l ("Capital lmproved Value")', () => {
    expect(r.facts.propertyDetails.councilValuation).toEqual({ civ: 1150000, siteValue: 720000, nav: 57500 });
  });

  it('reads the rates less the State levy, a quarter\'s water service for a year, and the OC certificate', () => {
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 1845.4, waterAnnual: 757.24 });
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 2880, specialLevy: null, litigation: false });
  });
});

describe('a NSW s10.7 certificate with item headings in capitals and its section 10.7(5) advice', () => {
  const r = analyse('nsw-s10-7-part-a-b.txt');

  it('reads the zone from a capitalised "Zone" line without a colon', () => {
    expect(r.facts.propertyDetails.zoning).toBe('R2 Low Density Residential');
  });

  it('raises the flood controls that apply, not the heritage item the land only adjoins, nor the items answered in the negative', () => {
    expect(r.flags).toEqual(['flood_overlay']);
  });
});

describe('a VIC statement as a PDF text layer gives it: a split word, line-end hyphens, a side column, running footers', () => {
  const r = analyse('vic-s32-pdf-artifacts.txt');

  it('reads the easement\'s beneficiary across the hyphen, with the side column lifted out of the sentence', () => {
    expect(r.facts.easements).toEqual([{ type: 'Drainage easement E-1, 3.00 m wide, along the rear boundary', beneficiary: 'Manningham City Council' }]);
  });

  it('raises the ticked bushfire statement, the service not connected and the easement; the permit is information', () => {
    expect([...r.flags].sort()).toEqual(['bushfire_prone_area', 'easement', 'non_connected_services']);
    expect(r.facts.buildingPermitsLast7Years.map((p) => p.number)).toEqual(['BS-U 7765/2021']);
  });
});

describe('a QLD Form 2 for a lot in a community titles scheme, questions answered after a column gap', () => {
  const r = analyse('qld-form-2-community-titles.txt');

  it('gives each charge for a year from the period named after its amount', () => {
    expect(r.facts.outgoings).toMatchObject({ councilRatesAnnual: 2252.8, waterAnnual: 1274.8 });
  });

  it('reads the body corporate\'s quarterly funds, the lot\'s special contribution and no proceedings', () => {
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 5720, specialLevy: 5600, litigation: false });
    expect(r.flags).toContain('oc_special_levy');
    for (const kind of ['oc_litigation', 'compulsory_acquisition', 'contaminated_land', 'heritage_overlay', 'outstanding_notices', 'pool_no_certificate', 'owner_builder_no_insurance'] as const) {
      expect(r.flags).not.toContain(kind);
    }
  });
});

describe('a VIC statement whose title lists a section 173 agreement, a covenant and a GAIC notice', () => {
  const r = analyse('vic-s32-gaic-title-s173.txt');

  it('raises each from its register row, and the GAIC the statement says applies', () => {
    expect([...r.flags].sort()).toEqual(['gaic', 'restrictive_covenant', 'section_173']);
    expect(r.facts.vendors).toEqual(['Harjit Singh Sandhu']);
  });
});

describe('a statement that applies only if its box is marked, with the box unreadable', () => {
  const run = (...lines: string[]) =>
    analyseDocument({ pages: [{ number: 1, text: ['Vendor Statement', 'Land: 9 Banksia Court, Eltham VIC 3095', ...lines].join('\n') }], fileName: 's.txt' }, { costs: null });

  it('a box lost in extraction or a glyph no font names: never the statement, always "could not confirm"', () => {
    for (const box of ['', ' \uF031']) {
      const r = run(`3.2 Road access`, `There is NO access to the property by road if the square box is marked with an 'X'${box}`);
      expect(r.flags).not.toContain('no_road_access');
      expect(r.couldNotConfirm).toEqual([expect.objectContaining({ kind: 'no_road_access', page: 1, reason: 'The box that answers this item could not be read.' })]);
    }
  });

  it('a box alone on the line under the statement answers it', () => {
    expect(run("There is NO access to the property by road if the square box is marked with an 'X'", '[X]').flags).toContain('no_road_access');
    const r = run("There is NO access to the property by road if the square box is marked with an 'X'", '[ ]');
    expect(r.flags).not.toContain('no_road_access');
    expect(r.couldNotConfirm).toEqual([]);
  });
});

describe('a plan\'s note pointing to the instrument that sets out its restrictions', () => {
  const run = (line: string) =>
    analyseDocument({ pages: [{ number: 1, text: ['DEPOSITED PLAN 301144', 'Lot 8   612 m²', line].join('\n') }], fileName: 'p.txt' }, { costs: null });

  it('names no restriction, so raises none; a restriction named by its instrument number still does', () => {
    expect(run('Intended easements and restrictions on the use of land are set out in the instrument under section 88B lodged with this plan.').flags).not.toContain('restrictive_covenant');
    expect(run('The restrictions on the use of land AJ402277 are set out in the instrument under section 88B and restrict building materials to brick or stone.').flags).toContain('restrictive_covenant');
  });
});

describe('a NSW strata contract sold tenanted, land tax adjustable, with its s184 certificate', () => {
  const r = analyse('nsw-strata-contract-tenanted.txt');

  it('raises the tenancy although the form prints "VACANT POSSESSION" beside its unticked box', () => {
    expect(r.flags).toContain('tenancy');
  });

  it('raises the land tax the ticked "yes" makes adjustable, and the levy and by-law of the certificate', () => {
    expect([...r.flags].sort()).toEqual(['land_tax_adjustment', 'no_finance_clause', 'oc_special_levy', 'short_stay_bylaw', 'tenancy']);
    expect(r.facts.ownersCorporation).toEqual({ annualFees: 7400, specialLevy: 8118, litigation: false });
  });
});

describe('a sentence broken by a page end, its footer and the next page\'s header', () => {
  const r = analyse('vic-s32-sentence-over-page-break.txt');

  it('reads on across the break for the facts, and quotes only the part on the concern\'s page', () => {
    expect(r.facts.easements).toEqual([{ type: 'Drainage easement E-2, 2.0 m wide, along the eastern boundary', beneficiary: 'Yarra Valley Water' }]);
    const quote = r.concerns.find((c) => c.kind === 'easement')?.context ?? '';
    expect(quote).toMatch(/^The land is burdened by a drainage easement E-2/);
    expect(quote).not.toMatch(/Prepared by|Page 1 of 3/);
  });
});
