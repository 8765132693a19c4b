import { alignTabs } from '@doco/contracts';
import type { Section } from './types.ts';

/**
 * Easements, restrictions, covenants, caveats, encumbrances, notices and overlays, each once and at its
 * concern's level (`alignTabs`, as the results view shows them), with no internal key.
 */
export const titlePlanningSection: Section = ({ doc, text, heading }, { result }) => {
  const cpa = alignTabs(result.comprehensivePropertyAnalysis, result.concerns);
  const items = [
    ...cpa.easements.map((e) => ({ ...e, group: 'Easement' })),
    ...cpa.restrictions.map((e) => ({ ...e, group: 'Restriction' })),
    ...cpa.covenants.map((e) => ({ ...e, group: 'Covenant' })),
    ...cpa.caveats.map((e) => ({ ...e, group: 'Caveat' })),
    ...cpa.encumbrances.map((e) => ({ ...e, group: 'Encumbrance' })),
    ...cpa.notices.map((e) => ({ ...e, group: 'Notice' })),
    ...cpa.overlays.map((o) => ({ ...o, group: 'Overlay' })),
  ];
  if (!items.length) return;
  heading('Title and planning');
  for (const item of items) {
    doc.font('Helvetica-Bold');
    text(`${item.group}: ${item.type} (${item.riskLevel} risk)`);
    doc.font('Helvetica');
    text([item.description, item.impact].filter(Boolean).join(' '), { indent: 10, indentAllLines: true, paragraphGap: 4 });
  }
};
