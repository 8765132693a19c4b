import { describe, expect, it } from 'vitest';
import type { EngineResult } from '../engine/types.ts';
import { HIDDEN_FACT, withoutHidden } from './without-hidden.ts';

const concern = (title: string, category: 'legal' | 'financial') =>
  ({ category, title, description: 'd', location: 'Page 1', confidence: 90, context: `${title} quote`, page: 1, kind: 'easement', source: 'rules' }) as EngineResult['concerns'][number];

const result = {
  concerns: [concern('Easement', 'legal'), concern('Rates arrears', 'financial'), concern('Caveat', 'legal')],
  categoryCounts: { legal: 2, financial: 1, compliance: 0, operational: 0 },
  vendorQuestions: [
    { question: 'Is anything built on the easement?', why: 'Easement', quote: 'q', page: 1, concernIndex: 0 },
    { question: 'Who lodged the caveat?', why: 'Caveat', quote: 'q', page: 1, concernIndex: 2 },
  ],
  keyDates: [
    { kind: 'settlement', label: 'Settlement', date: '2027-03-15', basis: 'stated', quote: 'Settlement 15/03/2027', page: 1, rule: null },
    { kind: 'deposit-due', label: 'Deposit due', date: null, basis: 'on signing', quote: '', page: null, rule: null },
  ],
  comprehensivePropertyAnalysis: {
    propertyDetails: { address: '9 Ironbark Lane', zoning: 'Township Zone', landSize: null },
    buyerSummary: { overallRisk: 'high', keyPoints: ['Torrens title'], redFlags: ['Easement: limits where you can build.', 'Caveat: ask who lodged it.'], recommendations: [] },
    risks: [{ title: 'Easement' }, { title: 'Caveat' }],
    easements: [{ type: 'Easement', description: 'Easement', riskLevel: 'low', impact: 'i' }],
    restrictions: [],
    encumbrances: [],
    caveats: [{ type: 'Caveat', description: 'Caveat', riskLevel: 'medium', impact: 'i' }],
    notices: [],
    covenants: [],
  },
} as unknown as EngineResult;
const IDS = ['id-easement', 'id-rates', 'id-caveat'];

describe('withoutHidden (the PDF without the items the buyer hid)', () => {
  it('leaves out a hidden concern, recounts its category and moves the questions of the others to their new places', () => {
    const out = withoutHidden(result, [{ kind: 'concern', key: 'id-easement' }], IDS);
    expect(out.concerns.map((c) => c.title)).toEqual(['Rates arrears', 'Caveat']);
    expect(out.categoryCounts).toEqual({ legal: 1, financial: 1, compliance: 0, operational: 0 });
    expect(out.vendorQuestions).toEqual([expect.objectContaining({ question: 'Who lodged the caveat?', concernIndex: 1 })]);
    // Where the same finding repeats under its title (its risk, its easement line, its red flag), it goes too.
    const cpa = out.comprehensivePropertyAnalysis;
    expect(cpa.risks.map((r) => r.title)).toEqual(['Caveat']);
    expect(cpa.easements).toEqual([]);
    expect(cpa.caveats).toHaveLength(1);
    expect(cpa.buyerSummary.redFlags).toEqual(['Caveat: ask who lodged it.']);
    expect(cpa.buyerSummary.keyPoints).toEqual(['Torrens title']);
  });

  it('leaves out a hidden key date and the value of a hidden fact', () => {
    const out = withoutHidden(result, [{ kind: 'key-date', key: 'settlement' }, { kind: 'fact', key: 'zoning' }], IDS);
    expect(out.keyDates.map((d) => d.kind)).toEqual(['deposit-due']);
    expect(out.comprehensivePropertyAnalysis.propertyDetails).toMatchObject({ address: '9 Ironbark Lane', zoning: HIDDEN_FACT });
    expect(out.concerns).toHaveLength(3);
  });

  it('changes nothing when nothing is hidden', () => {
    expect(withoutHidden(result, [], IDS)).toBe(result);
  });
});
