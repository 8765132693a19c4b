// End-to-end: every fixture under test/fixtures (document.txt + truth.json) is analysed and
// checked field by field, flag by flag, and quote by quote.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisResult } from '@doco/contracts';
import { compareFacts, compareFlags, type Truth } from '../test/compare.ts';
import { analyseDocument } from './analyse.ts';
import { NO_PRICE } from './summary/property-view.ts';
import { splitTextIntoPages } from './text/pages.ts';
import { quoteFound } from './text/quotes.ts';

const FIXTURES = join(import.meta.dirname, '..', 'test', 'fixtures');
const names = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(FIXTURES, d.name, 'truth.json')))
  .map((d) => d.name)
  .sort();

function load(name: string) {
  const text = readFileSync(join(FIXTURES, name, 'document.txt'), 'utf8');
  const truth = JSON.parse(readFileSync(join(FIXTURES, name, 'truth.json'), 'utf8')) as Truth;
  const pages = splitTextIntoPages(text);
  return { pages, truth, result: analyseDocument({ pages, fileName: `${name}.txt` }) };
}

it('has the fixtures the suite relies on', () => {
  expect(names).toEqual(expect.arrayContaining(['nsw-contract', 'qld-contract', 'vic-s32-nil', 'vic-s32-ocr', 'vic-s32-risky']));
});

describe.each(names)('fixture %s', (name) => {
  const { pages, truth, result } = load(name);

  it.each(compareFacts(truth, result.facts).map((f) => [f.field, f] as const))('fact %s matches the truth file', (_field, f) => {
    expect(f.actual).toSatisfy(() => f.ok);
  });

  it('raises every mustFlag and no mustNotFlag', () => {
    expect(compareFlags(truth, result.flags)).toEqual({ missing: [], forbidden: [] });
  });

  it('quotes every concern verbatim from the document', () => {
    for (const c of result.concerns) expect(quoteFound(pages, c.context), c.context).toBe(true);
  });

  it('ties every flag to a concern and gives each concern a page and location', () => {
    for (const flag of result.flags) expect(result.concerns.some((c) => c.flag === flag)).toBe(true);
    for (const c of result.concerns) {
      expect(pages.map((p) => p.number)).toContain(c.page);
      expect(c.location).toMatch(new RegExp(`^Page ${c.page}\\b`));
      expect(Number.isInteger(c.confidence) && c.confidence > 0 && c.confidence <= 100).toBe(true);
    }
  });

  it('matches the analysis-result contract in @doco/contracts', () => {
    expect(analysisResult.safeParse(result).error?.issues ?? []).toEqual([]);
  });

  it('counts concerns per category', () => {
    const total = Object.values(result.categoryCounts).reduce((a, b) => a + b, 0);
    expect(total).toBe(result.concerns.length);
  });

  it('never reports a council valuation as the price', () => {
    const view = result.comprehensivePropertyAnalysis.propertyDetails;
    if (truth.propertyDetails.purchasePrice === null) expect(view.purchasePrice).toBe(NO_PRICE);
    else expect(view.purchasePrice).toContain(truth.propertyDetails.purchasePrice.toLocaleString('en-AU'));
  });
});

describe('explicit Nil answers', () => {
  it('produce no concerns, no flags and a low overall risk', () => {
    const { result } = load('vic-s32-nil');
    expect(result.concerns).toEqual([]);
    expect(result.flags).toEqual([]);
    expect(result.comprehensivePropertyAnalysis.buyerSummary.overallRisk).toBe('low');
    expect(result.comprehensivePropertyAnalysis.buyerSummary.redFlags).toEqual([]);
  });
});

describe('OCR noise', () => {
  it('gives the same facts and flags as the clean document', () => {
    const clean = load('vic-s32-risky').result;
    const noisy = load('vic-s32-ocr').result;
    expect(noisy.facts).toEqual(clean.facts);
    expect([...noisy.flags].sort()).toEqual([...clean.flags].sort());
  });
});

describe('risky statement summary', () => {
  const { result } = load('vic-s32-risky');
  const cpa = result.comprehensivePropertyAnalysis;
  it('rates the overall risk critical and lists red flags and vendor questions', () => {
    expect(cpa.buyerSummary.overallRisk).toBe('critical');
    expect(cpa.buyerSummary.redFlags.length).toBeGreaterThan(3);
    expect(cpa.buyerSummary.recommendations.some((r) => r.startsWith("Ask the vendor's solicitor:"))).toBe(true);
  });
  it('fills the restriction, overlay and caveat tabs', () => {
    expect(cpa.easements).toHaveLength(2);
    expect(cpa.overlays.map((o) => o.type)).toEqual(expect.arrayContaining(['Bushfire Management Overlay (BMO)', 'Land Subject to Inundation Overlay (LSIO)']));
    expect(cpa.overlays.every((o) => ['low', 'medium', 'high', 'critical'].includes(o.riskLevel))).toBe(true);
    expect(cpa.caveats).toHaveLength(1);
    expect(cpa.covenants).toHaveLength(1);
    expect(cpa.risks.length).toBe(result.concerns.length);
  });
  it('reads the ASIC company extract', () => {
    const r = result.registerSearchStatement;
    expect(r).not.toBeNull();
    expect(r?.companyName).toBe('Kestrel Ridge Holdings Pty Ltd');
    expect(r?.registrationNumber).toBe('612 448 901');
    expect(r?.incorporationDate).toBe('2016-06-15');
    expect(r?.companyStatus).toBe('Active');
    expect(r?.companyType).toBe('Australian Proprietary Company, Limited By Shares');
    expect(r?.registeredAddress).toBe('14 Main Road, Eltham VIC 3095');
    expect(r?.directors).toEqual([
      { name: 'Margaret Anne Kovac', role: 'Director', appointmentDate: '2016-06-15' },
      { name: 'Peter John Kovac', role: 'Director', appointmentDate: '2019-07-01' },
      { name: 'Margaret Anne Kovac', role: 'Secretary', appointmentDate: '2016-06-15' },
    ]);
    expect(r?.shareholders.map((s) => [s.name, s.percentage])).toEqual([
      ['Margaret Anne Kovac', 60],
      ['Peter John Kovac', 40],
    ]);
    expect(r?.charges).toHaveLength(1);
    expect(r?.charges[0]?.date).toBe('2021-11-01');
    expect(r?.charges[0]?.amount).toBe('$650,000');
  });
  it('has no register search statement when there is no company extract', () => {
    expect(load('vic-s32-nil').result.registerSearchStatement).toBeNull();
  });
});

describe('page-aware locations', () => {
  it('skips running headers and reports the page and section of each quote', () => {
    const { result } = load('vic-s32-risky');
    const caveat = result.concerns.find((c) => c.flag === 'third_party_caveat');
    expect(caveat?.page).toBe(3);
    const overlay = result.concerns.find((c) => c.flag === 'flood_overlay');
    expect(overlay?.location).toBe('Page 2, Part D - Land Use');
    expect(result.concerns.every((c) => !/^VENDOR STATEMENT - 8 Stringybark/.test(c.context))).toBe(true);
  });
});
