import { describe, expect, it } from 'vitest';
import { buildDoc } from '../text/doc.ts';
import { allAreas } from './area.ts';
import { allDates, parseDate } from './dates.ts';
import { allMoney, centsOfFigure, parseCents } from './money.ts';
import { extractAddress, extractLandSize, extractLotPlan, extractTitleRef, normalisePlan } from './property.ts';
import { extractOwnersCorporation } from './oc.ts';
import { extractPermits } from './permits.ts';
import { extractFacts } from './facts.ts';
import { extractSettlement } from './sale.ts';
import { extractSpecialConditions } from './conditions.ts';
import { extractOutgoings } from './outgoings.ts';
import { extractPurchasers, extractVendors } from './parties.ts';
import { extractOverlays, extractZone } from './planning.ts';
import { extractMortgages } from './title.ts';
import { extractValuation } from './valuation.ts';

const doc = (text: string) => buildDoc([{ number: 1, text }]);

describe('dates', () => {
  it.each([
    ['01/06/2026', '2026-06-01'],
    ['1/6/26', '2026-06-01'],
    ['1 June 2026', '2026-06-01'],
    ['1st June, 2026', '2026-06-01'],
    ['June 1, 2026', '2026-06-01'],
    ['2026-06-01', '2026-06-01'],
    ['01.06.2026', '2026-06-01'],
    ['3rd day of March 2026', '2026-03-03'],
  ])('%s -> %s', (text, iso) => expect(parseDate(text)).toBe(iso));
  it('rejects impossible dates', () => expect(allDates('31/02/2026')).toEqual([]));
});

describe('money, in integer cents', () => {
  it.each([
    ['$615,000', 61_500_000],
    ['$1,318.70', 131_870],
    ['$1,318.7', 131_870],
    ['$ 98,500.00', 9_850_000],
    ['$1.48m', 148_000_000],
    ['$2.5 million', 250_000_000],
    ['$650k', 65_000_000],
    ['$5,600 (GST inclusive)', 560_000],
  ])('%s', (text, cents) => expect(parseCents(text)).toBe(cents));
  it('returns null without an amount', () => expect(parseCents('Nil')).toBeNull());
  it('reads bare figures and every amount of a line exactly', () => {
    expect(centsOfFigure('1,120.50')).toBe(112_050);
    expect(centsOfFigure('5,600')).toBe(560_000);
    // Amounts that float arithmetic gets wrong (0.1 + 0.2): added as cents, they sum exactly.
    const sum = allMoney('$0.10 and $0.20 and $1,318.70 and $497.35').reduce((s, a) => s + a.cents, 0);
    expect(sum).toBe(10 + 20 + 131_870 + 49_735);
  });
});

describe('areas', () => {
  it.each([
    ['318 m2', 318],
    ['318m²', 318],
    ['71 square metres', 71],
    ['96 sq m', 96],
    ['0.4 ha', 4000],
    ['1.2 hectares', 12000],
    ['1,250 square meters', 1250],
  ])('%s', (text, m2) => expect(allAreas(text)[0]?.m2).toBe(m2));
  it('takes the stated total of a strata lot', () => {
    expect(extractLandSize(doc('Lot area: 84 square metres (unit) and 12 square metres (carspace) - total 96 square metres'))?.m2).toBe(96);
  });
});

describe('title references', () => {
  it('normalises plans', () => {
    expect(normalisePlan(undefined, 'Strata Plan', '021873D')).toBe('SP21873D');
    expect(normalisePlan('PS', undefined, '733019B')).toBe('PS733019B');
    expect(normalisePlan(undefined, 'Deposited Plan', '1034567')).toBe('DP1034567');
  });
  it('skips the parent lot of an off-the-plan sale', () => {
    const d = doc('Parent land   Lot 3 on SP298441\nLot   Proposed Lot 805 on proposed Survey Plan SP341876');
    expect(extractLotPlan(d)).toMatchObject({ lot: '805', plan: 'SP341876' });
  });
  it('reads VIC volume/folio, NSW folio identifiers and QLD title references', () => {
    expect(extractTitleRef(doc('Certificate of Title Volume 09611 Folio 233'))).toMatchObject({ volume: '09611', folio: '233' });
    expect(extractTitleRef(doc('Folio Identifier 9/SP45872'))).toMatchObject({ volume: null, folio: '9/SP45872' });
    expect(extractTitleRef(doc('Title Reference 51266012'))).toMatchObject({ volume: null, folio: '51266012' });
  });
});

describe('settlement', () => {
  it('reads the date after "being" and leaves event-based settlement undated', () => {
    expect(extractSettlement(doc('DATE FOR COMPLETION: the 42nd day after the contract date, being 1 May 2026'))?.date).toBe('2026-05-01');
    expect(extractSettlement(doc('Settlement Date   The later of 14 days after registration of the plan'))?.date).toBeNull();
  });
  it('reads a value on the line after its label (flattened table)', () => {
    expect(extractSettlement(doc('Settlement\n01/06/2026'))?.date).toBe('2026-06-01');
  });
});

describe('layouts: labels, names and amounts split across lines', () => {
  it('reads a zone whose label runs into the name with one space', () => {
    expect(extractZone(doc('Zone General Residential Zone - Schedule 3 (GRZ3)'), 'VIC')?.zoning).toBe('GRZ3 General Residential Zone - Schedule 3');
    expect(extractZone(doc('The land is in the Neighbourhood Residential Zone - Schedule 1 (NRZ1).'), 'VIC')?.zoning).toBe('NRZ1 Neighbourhood Residential Zone - Schedule 1');
    expect(extractZone(doc('Land Zoning: R3 Medium Density Residential under Cumberland Local Environmental Plan 2021'), 'NSW')?.zoning).toBe('R3 Medium Density Residential');
  });

  it('completes a lender name broken over two lines, and drops the broken copy', () => {
    const d = doc('ENCUMBRANCES: MORTGAGE AX554120Q 14/03/2021 BANK OF\nMELBOURNE LTD\nThe mortgage to Bank of Melbourne Limited will be discharged at settlement.');
    expect(extractMortgages(d).map((m) => m.mortgagee)).toEqual(['Bank of Melbourne Limited']);
    expect(extractMortgages(d)[0]?.discharged).toBe(true);
  });

  it('reads the lender from an encumbrance table row', () => {
    const d = doc('Instrument   Nature   In favour of\nAX554120Q   Mortgage, to be discharged at settlement   Example Mutual Bank Limited');
    expect(extractMortgages(d)).toMatchObject([{ mortgagee: 'Example Mutual Bank Limited', discharged: true }]);
  });

  it('keeps a complete lender name on its line', () => {
    expect(extractMortgages(doc('MORTGAGE AR118443G 15/06/2018\n    BANK AUSTRALIA LTD\nAGREEMENT (s173) AN552178K')).map((m) => m.mortgagee)).toEqual(['Bank Australia Ltd']);
  });

  it('reads party names wrapped over lines, behind OCR marks, or in the cell under their label', () => {
    expect(extractPurchasers(doc('\'"PURCHASER: Imogen Tessa Walcott-\nRhys, of 4 Example Avenue, Maroubra NSW 2035'))).toEqual(['Imogen Tessa Walcott-Rhys']);
    expect(extractPurchasers(doc('Purchaser: Callum Reid Ashworth and\nPriya Devi Ashworth, of 3 Example Court'))).toEqual(['Callum Reid Ashworth', 'Priya Devi Ashworth']);
    expect(extractVendors(doc('Vendor\n\nMarguerite Lise Okonkwo\n\nPurchaser\n\nA Person'))).toEqual(['Marguerite Lise Okonkwo']);
    // The next label is not part of the name.
    expect(extractVendors(doc('Vendor: Ashleigh Kate Drummond\nStatement dated  11 February 2026'))).toEqual(['Ashleigh Kate Drummond']);
  });

  it('reads valuations and land tax from cells one per line, never the price', () => {
    const d = doc('Site value\n\n$690,000\n\nCapital improved value\n\n$1,010,000\n\nNet annual value\n\n$50,500\n\nLand tax\n\nNil');
    expect(extractValuation(d)).toEqual({ civ: 101_000_000, siteValue: 69_000_000, nav: 5_050_000 });
    expect(extractOutgoings(d).money.landTax).toBe(0);
  });

  it('reads a water charge from a table row read one cell per line', () => {
    expect(extractOutgoings(doc('Example Valley Water\n\nWater and sewerage\n\n$1,052.60')).money.waterAnnual).toBe(105_260);
  });

  it('reads council rates when OCR broke the label over two lines', () => {
    const d = doc('Example City Council 2025/26: apportioned land value for Lot 17 (by unit entitlement): $298,400. Rates\ndomestic waste charge for the year: $1,392.80.');
    expect(extractOutgoings(d).money.councilRatesAnnual).toBe(139_280);
    expect(extractValuation(d).siteValue).toBe(29_840_000);
  });
});

describe('special condition paraphrases', () => {
  it('adds the figures a reader needs to the clause heading', () => {
    const d = doc(
      [
        'SPECIAL CONDITIONS',
        '34. Notice to complete. A notice to complete that allows 14 days for completion is reasonable.',
        '35. Late completion. The purchaser must pay interest at 9 per cent per annum on the balance.',
        '36. Smoke alarms. The vendor must install smoke alarms.',
      ].join('\n'),
    );
    expect(extractSpecialConditions(d).map((c) => c.summary)).toEqual(['34 Notice to complete - 14 days', '35 Late completion - 9% p.a.', '36 Smoke alarms']);
  });

  it('does not end a sentence at a full stop OCR put before a lower-case word', () => {
    const d = doc('ADDITIONAL CLAUSES\n33. These additional clauses prevail if they are inconsistent with. the printed clauses.');
    expect(extractSpecialConditions(d)[0]?.summary).toBe('33 These additional clauses prevail if they are inconsistent with the printed clauses');
  });
});

describe('land areas as old titles and sentences state them', () => {
  it.each([
    ['The lot has an area of 0.4047 hectares.', 4047],
    ['Area: 1 acre 2 roods 10 perches', 6323.21],
    ['Land area: 24 perches (607 m²)', 607],
    ['Land area: 2 roods 15.5 perches', 2415.47],
    ['Area: 24\u00BE perches', 626],
  ])('%s', (text, m2) => expect(extractLandSize(doc(text))?.m2).toBe(m2));
});

describe('addresses and strata fees as written', () => {
  it.each([
    ['Property: Unit 6/21 Cove Street, Birchgrove NSW 2041', 'Unit 6/21 Cove Street, Birchgrove NSW 2041'],
    ['Land: Unit 4, 11 Glenbervie Parade, Elwood VIC 3184', 'Unit 4, 11 Glenbervie Parade, Elwood VIC 3184'],
    ['Land: 6/21 Cove Street, Birchgrove NSW 2041', '6/21 Cove Street, Birchgrove NSW 2041'],
  ])('%s', (text, address) => expect(extractAddress(doc(text))?.value).toBe(address));

  it("adds the funds a sentence lists as the lot's levies, each per its own period", () => {
    const oc = extractOwnersCorporation(
      doc('The owners corporation levies for Lot 6 are: administrative fund $1,204.50 per quarter and capital works fund $655.25 per quarter.'),
    );
    expect(oc.money?.annualFees).toBe((120_450 + 65_525) * 4);
    const shared = extractOwnersCorporation(doc('Body corporate levies: administrative fund $1,245.60 and sinking fund $612.30 per quarter.'));
    expect(shared.money?.annualFees).toBe((124_560 + 61_230) * 4);
    const amountsFirst = extractOwnersCorporation(doc('Levies: $845.00 per quarter (administrative fund) and $310.50 per quarter (capital works fund).'));
    expect(amountsFirst.money?.annualFees).toBe((84_500 + 31_050) * 4);
    const single = extractOwnersCorporation(doc('Body corporate levies: $1,120.50 per quarter.'));
    expect(single.money?.annualFees).toBe(112_050 * 4);
  });

  it("keeps a surveyor's permit number whole and the work without its 'for'", () => {
    const permits = extractPermits(
      doc('5. BUILDING PERMITS\nParticulars of any building permit issued in the preceding 7 years: Building permit BS-U 51234/2022 issued 14 March 2022 for a rear deck.'),
    );
    expect(permits.map(({ number, date, description }) => ({ number, date, description }))).toEqual([{ number: 'BS-U 51234/2022', date: '2022-03-14', description: 'a rear deck' }]);
  });
});

describe('a covenant named by its instrument whose words forbid something', () => {
  const covenants = (text: string) => extractFacts(doc(`VENDOR STATEMENT\nLand: 1 Example Street, Ballarat VIC 3350\n${text}`)).facts.covenants;

  it.each([
    ['Covenant C100001: the owner must not erect more than one dwelling house on the lot.', 'Covenant C100001: the owner must not erect more than one dwelling house on the lot.'],
    ['Restrictive covenant C100000 registered on 3 May 1974 must not build more than one dwelling.', 'Restrictive covenant C100000 (1974): must not build more than one dwelling.'],
    [
      '1.1 Covenants: The land is affected by restrictive covenant C456712 which provides that no more than one dwelling may be built on the land.',
      'Restrictive covenant C456712: no more than one dwelling may be built on the land.',
    ],
  ])('%s', (text, written) => expect(covenants(text)).toEqual([written]));

  it('is none where the sentence says the land is not affected by it', () => {
    expect(covenants('The land is not affected by covenant C100002 or any other restriction.')).toEqual([]);
  });
});

describe('an easement named on the land whose words forbid something', () => {
  const easements = (text: string) => extractFacts(doc(`VENDOR STATEMENT\nLand: 1 Example Street, Ballarat VIC 3350\n${text}`)).facts.easements;

  it('is an easement, with its beneficiary', () => {
    expect(easements('3.1 Easements: The land is affected by drainage easement E-1 in favour of Central Highlands Water, and no building may be erected over it.')).toEqual([
      { type: 'Drainage easement E-1', beneficiary: 'Central Highlands Water' },
    ]);
  });

  it('is none where the sentence says there is none', () => {
    expect(easements('3.1 Easements: The land is not affected by any easement E-1 or other easement in favour of any authority.')).toEqual([]);
  });
});


describe('a scanned rates notice', () => {
  it("reads OCR's bars for l, and the valuations a scan set one a line under their columns", () => {
    const text = [
      'RATES AND VALUATION NOTICE 2026/27',
      'Site Va|ue        Capita| Improved Va|ue      Net Annua| Va|ue',
      '$512,000',
      '                  $940,000',
      '                                              $47,000',
      '',
      'Genera| Rate                                  $2,010.40',
    ].join('\n');
    expect(extractValuation(doc(text))).toEqual({ siteValue: 51_200_000, civ: 94_000_000, nav: 4_700_000 });
    expect(doc('Property |ocation: 4 Wren Street   Te| 9217 2170').scan).toBe('Property location: 4 Wren Street   Tel 9217 2170');
  });
});

describe('a zone named with the instrument that makes it', () => {
  it('keeps the zone, not the plan in brackets after it', () => {
    expect(extractZone(doc('(a) Zone:  R3 Medium Density Residential (Wollondilly Local Environmental Plan 2011)'), 'NSW')?.zoning).toBe('R3 Medium Density Residential');
  });
});

describe("an SA extract's zone panel", () => {
  it('names the zone as the Code does, with the word Zone', () => {
    expect(extractZone(doc('ZONE\n  Suburban Activity Centre (SAC)'), 'SA')?.zoning).toBe('SAC Suburban Activity Centre Zone');
  });
});

describe("a planning extract's table of overlays", () => {
  const extract = ['OVERLAYS', '  Overlay                                   Applies', '  ------------------------------------------', '  Native Vegetation                         Yes', '  Hazards (Flooding - General)              Yes', '  Historic Area                             No'].join('\n');

  it('lists each row not answered No, named as the Code names it, and never the header', () => {
    expect(extractOverlays(doc(extract), 'SA').map((o) => o.name)).toEqual(['Native Vegetation Overlay', 'Hazards (Flooding - General) Overlay']);
  });
});

describe('a zone named with its code, the word zone and the scheme after a comma', () => {
  it('is the code and the name', () => {
    expect(extractZone(doc('Zone:   Low density residential (LDR) zone, Brisbane City Plan 2014'), 'QLD')?.zoning).toBe('LDR Low density residential');
  });
});

describe("a WA zone and its density code", () => {
  it('is named with the code, from its own line or a phrase', () => {
    expect(extractZone(doc('Zoning:          Residential\nDensity code:    R40'), 'WA')?.zoning).toBe('Residential R40');
  });
});
