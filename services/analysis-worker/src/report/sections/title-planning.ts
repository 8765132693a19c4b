import { alignTabs } from '@doco/contracts';
import { sentences } from '../format.ts';
import type { Section } from './types.ts';

/** An entry's words, to find the same entry listed under two groups (an easement is also an encumbrance). */
const sameEntry = (e: { description: string }) => e.description.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Easements, restrictions, covenants, caveats, encumbrances, notices and overlays, each once and at its
 * concern's level (`alignTabs`, as the results view shows them), with no internal key.
 */
export const titlePlanningSection: Section = ({ doc, text, heading, subheading }, { result }) => {
  const cpa = alignTabs(result.comprehensivePropertyAnalysis, result.concerns);
  const items = [
    ...cpa.easements.map((e) => ({ ...e, group: 'Easement' })),
    ...cpa.restrictions.map((e) => ({ ...e, group: 'Restriction' })),
    ...cpa.covenants.map((e) => ({ ...e, group: 'Covenant' })),
    ...cpa.caveats.map((e) => ({ ...e, group: 'Caveat' })),
    ...cpa.encumbrances.map((e) => ({ ...e, group: 'Encumbrance' })),
    ...cpa.notices.map((e) => ({ ...e, group: 'Notice' })),
    ...cpa.overlays.map((o) => ({ ...o, group: 'Overlay' })),
  ].filter((item, index, all) => {
    const key = sameEntry(item);
    return all.findIndex((other) => sameEntry(other) === key || sameEntry(other).includes(key) || key.includes(sameEntry(other))) === index;
  });
  if (!items.length) return;
  heading('Title and planning');
  for (const item of items) {
    doc.font('Helvetica-Bold').fontSize(10);
    const named = item.type.trim().toLowerCase() === item.group.toLowerCase() ? item.group : `${item.group}: ${item.type}`;
    subheading(`${named} (${item.riskLevel} risk)`);
    doc.font('Helvetica');
    text(sentences(item.type === item.description ? null : item.description, item.impact), { indent: 10, indentAllLines: true, paragraphGap: 4 });
  }
};
