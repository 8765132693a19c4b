// Easements, restrictions, overlays, encumbrances, caveats, notices and covenants for the report tabs.
import type { Extraction } from '../extract/facts.ts';
import type { EncumbranceItem, Facts, Finding, OverlayItem } from '../result.ts';
import { overlayInfo, zoneInfo } from '../rules/planning.ts';

export interface EncumbranceViews {
  easements: EncumbranceItem[];
  restrictions: EncumbranceItem[];
  overlays: OverlayItem[];
  encumbrances: EncumbranceItem[];
  caveats: EncumbranceItem[];
  notices: EncumbranceItem[];
  covenants: EncumbranceItem[];
}

const fromFinding = (f: Finding, type: string): EncumbranceItem => ({ type, description: f.title, riskLevel: f.severity, impact: f.impact });

export function encumbranceViews(facts: Facts, ex: Extraction, findings: Finding[]): EncumbranceViews {
  const by = (prefix: string): Finding[] => findings.filter((f) => f.id.startsWith(prefix));
  const easements = by('easement:').map((f, i) => ({ ...fromFinding(f, 'Easement'), description: `${facts.easements[i]?.type ?? f.title}${facts.easements[i]?.beneficiary ? ` in favour of ${facts.easements[i]?.beneficiary}` : ''}` }));
  const covenants = by('covenant:').map((f, i) => ({ ...fromFinding(f, 'Restrictive covenant'), description: facts.covenants[i] ?? f.title }));
  const s173 = by('section173').map((f) => fromFinding(f, 'Section 173 agreement'));
  const caveats = by('caveat:').map((f) => fromFinding(f, 'Caveat'));
  const notices = [...by('notices'), ...by('acquisition'), ...by('nsw:acquisition')].map((f) => fromFinding(f, 'Notice / order'));
  const mortgages: EncumbranceItem[] = ex.evidence.mortgages.map((m) => ({
    type: 'Mortgage',
    description: `Mortgage to ${m.mortgagee}${m.discharged ? ` (to be discharged at settlement${m.dischargePage ? `: the document says so on page ${m.dischargePage}` : ''})` : ''}`,
    riskLevel: m.discharged ? 'low' : 'medium',
    impact: m.discharged ? 'Normal: released when the sale settles.' : 'Make sure a discharge is provided at settlement.',
  }));
  const charges = by('statutory-charge').map((f) => fromFinding(f, 'Statutory charge'));
  const zone = ex.evidence.zone;
  const zi = zone ? zoneInfo(zone.zoning, zone.code) : null;
  const overlays: OverlayItem[] = ex.evidence.overlays.map((o) => {
    const info = overlayInfo(o.code, o.name);
    return {
      type: o.code ? `${o.name} (${o.code})` : o.name,
      description: info.meaning,
      councilRules: o.code ? `Planning scheme clause for the ${o.name.replace(/ - Schedule \d+$/, '')}; see the schedule for this land.` : 'See the council planning scheme overlay code.',
      impact: info.reason,
      riskLevel: info.risk,
      additionalInfo: '',
    };
  });
  if (zone && zi) {
    overlays.unshift({ type: `Zone: ${zone.zoning}`, description: zi.meaning, councilRules: 'Zone provisions of the planning scheme.', impact: zi.reason, riskLevel: zi.risk, additionalInfo: 'Zoning (not an overlay) shown for context.' });
  }
  return {
    easements,
    restrictions: [...covenants, ...s173],
    overlays,
    encumbrances: [...mortgages, ...charges, ...easements, ...s173, ...covenants, ...caveats],
    caveats,
    notices,
    covenants,
  };
}
