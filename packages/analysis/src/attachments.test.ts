// The standard attachments of a pack, each read by the whole engine from a layout written for the
// project (test/fixtures/readers): what a buyer's report shows from each.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analyse.ts';
import { splitTextIntoPages } from './text/pages.ts';

const analyse = (name: string) => {
  const text = readFileSync(new URL(`../test/fixtures/readers/${name}`, import.meta.url), 'utf8');
  return analyseDocument({ pages: splitTextIntoPages(text), fileName: name }, { costs: null });
};

describe('VIC planning property report', () => {
  const r = analyse('vic-planning-property-report.txt');

  it('reads the scheduled zone and the overlays affecting the land, not those in the vicinity', () => {
    expect(r.parts.map((p) => p.kind)).toContain('planning');
    expect(r.facts.propertyDetails.zoning).toBe('GRZ2 General Residential Zone - Schedule 2');
    expect(r.facts.overlays.map((o) => o.code)).toEqual(['DCPO4', 'VPO1']);
  });

  it("reads 'not in a designated bushfire prone area' as not bushfire prone, and raises no BMO, heritage or flood flag", () => {
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags).not.toContain('bushfire_prone_area');
    expect(r.flags).not.toContain('heritage_overlay');
    expect(r.flags).not.toContain('flood_overlay');
  });
});

describe('NSW section 10.7 planning certificate', () => {
  const r = analyse('nsw-planning-certificate.txt');

  it('reads the zone from item 2 and bush fire prone land from its item', () => {
    expect(r.facts.state).toBe('NSW');
    expect(r.facts.propertyDetails.zoning).toBe('R2 Low Density Residential');
    expect(r.facts.bushfireProne).toBe(true);
    expect(r.flags).toContain('bushfire_prone_area');
  });

  it('raises no heritage flag for the adjoining heritage item, and none for acquisition or contamination answered no', () => {
    expect(r.flags).not.toContain('heritage_overlay');
    expect(r.flags.some((f) => /acquisition|contaminat/.test(f))).toBe(false);
  });
});

describe('SA Form 1 vendor statement', () => {
  const r = analyse('sa-form1.txt');

  it('is a vendor statement for SA land, with the zone from the schedule row and the Code overlays', () => {
    expect(r.facts.documentType).toBe('section32');
    expect(r.facts.state).toBe('SA');
    expect(r.facts.propertyDetails.zoning).toBe('Established Neighbourhood Zone');
    expect(r.facts.overlays.map((o) => o.name)).toEqual(['Character Area Overlay', 'Hazards (Flooding - Evidence Required) Overlay', 'Prescribed Wells Area Overlay']);
  });

  it('reads the registered mortgage, NIL easements and caveats, and the NO answers as nothing', () => {
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Adelaide Hills Credit Union Ltd' }]);
    expect(r.facts.easements).toEqual([]);
    expect(r.facts.caveats).toEqual([]);
    expect(r.facts.bushfireProne).toBe(false);
    expect(r.flags.some((f) => /heritage|acquisition/.test(f))).toBe(false);
  });

  it('annualises quarterly SA Water supply and sewer charges listed in one sentence, and keeps the yearly rates', () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2316.8);
    expect(r.facts.outgoings.waterAnnual).toBe(840.6);
    expect(r.facts.propertyDetails.councilValuation).toMatchObject({ civ: 812000, siteValue: 545000 });
  });
});

describe('QLD seller disclosure statement', () => {
  const r = analyse('qld-seller-disclosure.txt');

  it("given alone, is the state's vendor statement", () => {
    expect(r.facts.documentType).toBe('section32');
    expect(r.facts.state).toBe('QLD');
  });

  it('reads the registered encumbrances: the mortgage, and the easement with its beneficiary', () => {
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Bank of Townsville Limited' }]);
    expect(r.facts.easements).toEqual([expect.objectContaining({ beneficiary: 'Townsville City Council' })]);
  });

  it('doubles half-year rates and annualises a quarterly water account', () => {
    expect(r.facts.outgoings.councilRatesAnnual).toBe(2825.2);
    expect(r.facts.outgoings.waterAnnual).toBe(1272.88);
  });

  it('reads no community titles scheme, no pool and no resumption notice', () => {
    expect(r.facts.ownersCorporation).toBeNull();
    expect(r.flags.some((f) => /pool|acquisition|resum|owners|strata|body_corp/.test(f))).toBe(false);
  });
});

describe('title searches in a pack', () => {
  it('NSW: an appurtenant right of carriageway is not an easement over the land; the drainage easement is', () => {
    const r = analyse('nsw-folio-search.txt');
    expect(r.facts.easements.map((e) => e.type)).toEqual([expect.stringMatching(/^Drainage easement/)]);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Commonwealth Bank of Australia' }]);
    expect(r.facts.covenants).toHaveLength(1);
  });

  it("QLD: the easement in favour of the council named on its own line, not the one benefiting the land", () => {
    const r = analyse('qld-title-search.txt');
    expect(r.facts.easements).toEqual([expect.objectContaining({ beneficiary: 'Toowoomba Regional Council' })]);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Suncorp-Metway Ltd' }]);
  });

  it('VIC: the mortgage, the caveat with its caveator, the covenant and the section 173 agreement', () => {
    const r = analyse('vic-register-search.txt');
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Macquarie Bank Ltd' }]);
    expect(r.facts.caveats.map((c) => c.caveator)).toEqual(['Lindqvist Property Finance Pty Ltd']);
    expect(r.facts.covenants).toHaveLength(1);
    expect(r.facts.section173).toBe(true);
  });

  it('WA: the easement to the power company, the covenant and the mortgage', () => {
    const r = analyse('wa-record-of-title.txt');
    expect(r.facts.easements).toEqual([expect.objectContaining({ beneficiary: 'Western Power Corporation' })]);
    expect(r.facts.covenants).toHaveLength(1);
    expect(r.facts.mortgages).toEqual([{ mortgagee: 'Bankwest Limited' }]);
  });
});
