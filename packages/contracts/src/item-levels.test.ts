import { describe, expect, it } from 'vitest';
import type { ComprehensivePropertyAnalysisDto } from './api/analysis.ts';
import { alignTabs, type LevelSource, withoutInternalKeys } from './api/item-levels.ts';

const item = (type: string, description: string, riskLevel: 'low' | 'medium' | 'high' | 'critical') => ({ type, description, riskLevel, impact: 'Impact.' });
const analysis = (over: Partial<ComprehensivePropertyAnalysisDto> = {}): ComprehensivePropertyAnalysisDto => ({
  buyerSummary: { overallRisk: 'medium', keyPoints: [], redFlags: [], recommendations: [] },
  propertyDetails: { address: null, landSize: null, zoning: null, titleDetails: null, purchasePrice: null, councilValuation: null, deposit: null, settlementDate: null },
  costs: { summary: '', totalUpfront: 0, totalOngoing: 0, totalInvestment: null, costWarnings: [], breakdown: [] },
  easements: [],
  restrictions: [],
  encumbrances: [],
  caveats: [],
  notices: [],
  covenants: [],
  overlays: [],
  risks: [],
  ...over,
});

describe('alignTabs', () => {
  it("gives a tab item its concern's level (an undischarged mortgage is the concern's Low, not Medium)", () => {
    const concerns: LevelSource[] = [{ kind: 'mortgage_to_discharge', title: 'Registered mortgage to Granite Bank', severity: 'low' }];
    const risks = [{ title: 'Registered mortgage to Granite Bank', category: 'financial' as const, severity: 'low' as const, description: 'd', impact: 'i', recommendation: 'r' }];
    const shown = alignTabs(analysis({ encumbrances: [item('Mortgage', 'Mortgage to Granite Bank', 'medium')], risks }), concerns);
    expect(shown.encumbrances.map((e) => e.riskLevel)).toEqual(['low']);
    expect(shown.risks.map((r) => r.severity)).toEqual(['low']);
  });

  it('lists a covenant once in the Restrictions tab, in its first group', () => {
    const covenant = item('Restrictive covenant', 'Covenant 1234567: one dwelling only', 'high');
    const shown = alignTabs(analysis({ restrictions: [covenant], covenants: [covenant], encumbrances: [covenant, item('Mortgage', 'Mortgage to X', 'low')] }), []);
    expect([...shown.restrictions, ...shown.covenants, ...shown.encumbrances].map((e) => e.description)).toEqual(['Covenant 1234567: one dwelling only', 'Mortgage to X']);
  });

  it('shows no internal key', () => {
    const overlays = [{ type: 'Heritage Overlay (HO7)', description: 'Permits needed. Risk key: heritage_overlay', councilRules: '', impact: 'Limits (flag: heritage_overlay).', riskLevel: 'medium' as const, additionalInfo: 'heritage_overlay' }];
    const shown = alignTabs(analysis({ overlays }), []);
    expect(JSON.stringify(shown.overlays)).not.toMatch(/heritage_overlay|risk key/i);
    expect(shown.overlays[0]?.description).toBe('Permits needed.');
    expect(withoutInternalKeys('Sewerage easement (kind: easement) along the rear')).toBe('Sewerage easement along the rear');
  });
});
