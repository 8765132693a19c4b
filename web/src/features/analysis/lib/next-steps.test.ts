import type { AnalysisResponse, ConcernDto, KeyDate } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { analysisResponse, comprehensive } from '@/test/fixtures/analysis';
import { MAX_STEPS, nextSteps } from './next-steps.ts';

// Fixtures in our own words: a free-standing house and a unit in an owners corporation.

const concern = (id: string, kind: ConcernDto['kind'], title: string): ConcernDto => ({
  id,
  category: 'legal',
  severity: 'medium',
  title,
  description: `${title}.`,
  location: 'Page 2',
  confidence: 80,
  context: title,
  source: 'rules',
  kind,
});

const date = (kind: KeyDate['kind'], label: string, on: string | null, counted = false): KeyDate => ({
  kind,
  label,
  date: on,
  basis: counted ? 'counted from the day you sign' : 'stated in the contract',
  quote: '',
  page: null,
  rule: counted ? { count: 3, unit: 'business-days' } : null,
});

const noCosts = { ...comprehensive.costs, breakdown: [] };

/** A house on its own title with a drainage easement, signed on 9 March. */
function house(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  return analysisResponse({
    concerns: [concern('h1', 'easement', 'Sewerage easement along the side fence')],
    comprehensivePropertyAnalysis: { ...comprehensive, costs: noCosts, overlays: [], caveats: [], covenants: [] },
    signingDate: '2026-03-09',
    keyDates: [
      date('cooling-off-ends', 'Cooling-off ends', '2026-03-12'),
      date('finance-approval', 'Finance approval', '2026-03-23'),
      date('settlement', 'Settlement', '2026-05-08'),
    ],
    vendorQuestions: [
      { question: 'Where exactly does the sewer pipe run?', why: 'Sewerage easement', quote: 'E-2 sewerage', page: 2, concernId: 'h1' },
      { question: 'Has the water authority approved the carport?', why: 'Sewerage easement', quote: 'E-2 sewerage', page: 2, concernId: 'h1' },
    ],
    ...overrides,
  });
}

/** A second-floor unit whose owners corporation has struck a special levy; not signed yet. */
function unit(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  return analysisResponse({
    concerns: [concern('u1', 'oc_special_levy', 'Special levy for lift replacement')],
    comprehensivePropertyAnalysis: { ...comprehensive, costs: noCosts, easements: [], overlays: [], caveats: [], covenants: [] },
    signingDate: null,
    keyDates: [date('cooling-off-ends', 'Cooling-off ends', null, true), date('settlement', 'Settlement', '2026-07-01')],
    vendorQuestions: [],
    ...overrides,
  });
}

const ids = (result: AnalysisResponse) => nextSteps(result).map((s) => s.id);
const step = (result: AnalysisResponse, id: string) => nextSteps(result).find((s) => s.id === id);

describe('nextSteps', () => {
  it('asks for a building and pest report for a house, and no strata report', () => {
    expect(ids(house())).toContain('building-pest');
    expect(ids(house())).not.toContain('strata-report');
    expect(step(house(), 'building-pest')).toMatchObject({ who: 'A licensed building inspector', due: { kind: 'cooling-off-ends', date: '2026-03-12' } });
  });

  it('asks for a strata report for a unit in an owners corporation, naming its special levy, and no building report', () => {
    expect(ids(unit())).toContain('strata-report');
    expect(ids(unit())).not.toContain('building-pest');
    expect(step(unit(), 'strata-report')?.why).toMatch(/special levy/);
  });

  it('sees an owners corporation in the costs when no finding names one', () => {
    const levies = {
      ...comprehensive,
      costs: { ...noCosts, breakdown: [{ category: 'Owners corporation fees', amount: 320_000, isRecurring: true, description: 'Annual levies' }] },
    };
    expect(ids(house({ concerns: [], comprehensivePropertyAnalysis: levies }))).toContain('strata-report');
  });

  it('ties the steps to the cooling-off date, and says when that date waits for the signing day', () => {
    const signed = nextSteps(house());
    for (const id of ['building-pest', 'vendor-questions', 'title-check']) {
      expect(signed.find((s) => s.id === id)?.due).toEqual({ kind: 'cooling-off-ends', label: 'Before cooling-off ends', date: '2026-03-12', waitsForSigning: false });
    }
    expect(step(unit(), 'strata-report')?.due).toEqual({ kind: 'cooling-off-ends', label: 'Before cooling-off ends', date: null, waitsForSigning: true });
  });

  it('puts what comes first in a purchase first, and the dated steps in date order', () => {
    expect(nextSteps(house()).map((s) => [s.id, s.due.date])).toEqual([
      ['conveyancer', '2026-03-12'],
      ['building-pest', '2026-03-12'],
      ['vendor-questions', '2026-03-12'],
      ['title-check', '2026-03-12'],
      ['finance', '2026-03-23'],
      ['settlement', '2026-05-08'],
    ]);
    // Not yet signed: the review and the pre-approval come before signing, the rest after.
    expect(nextSteps(unit()).map((s) => [s.id, s.due.label])).toEqual([
      ['conveyancer', 'Before you sign'],
      ['finance', 'Before you sign'],
      ['strata-report', 'Before cooling-off ends'],
      ['settlement', 'By settlement'],
    ]);
  });

  it('follows the dates when the contract sets them out of the usual order', () => {
    const early = house({
      keyDates: [
        date('cooling-off-ends', 'Cooling-off ends', '2026-03-12'),
        date('building-pest-inspection', 'Building and pest inspection', '2026-03-30'),
        date('finance-approval', 'Finance approval', '2026-03-16'),
        date('settlement', 'Settlement', '2026-05-08'),
      ],
    });
    const order = ids(early);
    expect(order.indexOf('finance')).toBeLessThan(order.indexOf('building-pest'));
    expect(step(early, 'building-pest')?.due.date).toBe('2026-03-30');
  });

  it('asks for pre-approval before signing when the contract has no finance condition', () => {
    const noFinance = unit({ concerns: [concern('u2', 'no_finance_clause', 'No finance condition')] });
    expect(step(noFinance, 'finance')).toMatchObject({ title: 'Get finance pre-approval before you commit', due: { kind: 'before-signing' } });
    expect(step(noFinance, 'finance')?.why).toMatch(/lose your deposit/);
  });

  it('does not count on a cooling-off period the contract takes away', () => {
    const waived = house({ signingDate: null, concerns: [concern('h2', 'cooling_off_waived', 'No cooling-off')] });
    expect(nextSteps(waived).every((s) => s.due.kind !== 'cooling-off-ends')).toBe(true);
    expect(step(waived, 'building-pest')?.due.label).toBe('Before you sign');
    expect(step(waived, 'conveyancer')?.why).toMatch(/no cooling-off period/);
  });

  it('points to the vendor questions by their number, never repeating them', () => {
    const steps = nextSteps(house());
    expect(step(house(), 'vendor-questions')?.title).toBe("Send the 2 questions below to the vendor's solicitor");
    const text = steps.map((s) => `${s.title} ${s.why}`).join(' ');
    for (const q of house().vendorQuestions) expect(text).not.toContain(q.question);
    expect(ids(unit())).not.toContain('vendor-questions');
  });

  it('names what the title check is for, and the overlays to ask the council about', () => {
    const busy = house({
      concerns: [concern('h1', 'easement', 'Easement'), concern('h3', 'third_party_caveat', 'Caveat'), concern('h4', 'section_173', 'Section 173 agreement')],
      comprehensivePropertyAnalysis: { ...comprehensive, costs: noCosts, caveats: [], covenants: [] },
    });
    expect(step(busy, 'title-check')?.title).toBe('Check the title and plan for the easements, caveats and the section 173 agreement');
    expect(step(busy, 'planning')?.title).toBe('Ask the council what the Heritage Overlay means for this land');
  });

  it('names each overlay without its schedule, and never a zone', () => {
    const overlays = [
      { type: 'Zone: GRZ1 General Residential Zone - Schedule 1', description: '', councilRules: '', impact: '', riskLevel: 'low' as const, additionalInfo: '' },
      { type: 'Heritage Overlay - Schedule 912 (HO912)', description: '', councilRules: '', impact: '', riskLevel: 'high' as const, additionalInfo: '' },
      { type: 'Bushfire Management Overlay (BMO)', description: '', councilRules: '', impact: '', riskLevel: 'high' as const, additionalInfo: '' },
    ];
    const planned = house({ comprehensivePropertyAnalysis: { ...comprehensive, costs: noCosts, overlays } });
    expect(step(planned, 'planning')?.title).toBe('Ask the council what the Heritage Overlay and Bushfire Management Overlay mean for this land');
    const zoneOnly = house({ comprehensivePropertyAnalysis: { ...comprehensive, costs: noCosts, overlays: overlays.slice(0, 1) } });
    expect(ids(zoneOnly)).not.toContain('planning');
  });

  it(`keeps at most ${MAX_STEPS} steps, dropping the least important`, () => {
    const everything = house({
      concerns: [concern('h1', 'easement', 'Easement'), concern('h5', 'flood_overlay', 'Flood overlay')],
      comprehensivePropertyAnalysis: comprehensive,
      keyDates: [...house().keyDates, date('deposit-due', 'Deposit due', '2026-03-10')],
    });
    const steps = nextSteps(everything);
    expect(steps).toHaveLength(MAX_STEPS);
    expect(steps.map((s) => s.id)).not.toContain('settlement');
    expect(steps.map((s) => s.id)).toEqual(['deposit', 'conveyancer', 'building-pest', 'vendor-questions', 'title-check', 'planning', 'finance']);
  });
});
