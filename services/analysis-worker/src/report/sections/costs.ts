import { formatCents } from '../format.ts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

/** Upfront, ongoing and first-year totals, warnings, and the breakdown line by line. */
export const costsSection: Section = ({ doc, text, heading, field, list }, { result }) => {
  heading('Costs');
  const costs = result.comprehensivePropertyAnalysis.costs;
  if (!costs) {
    text('Costs could not be estimated from this document (no purchase price was found).');
    return;
  }
  if (costs.summary) text(costs.summary, { paragraphGap: 4 });
  field('Total upfront costs', formatCents(costs.totalUpfront));
  field('Total ongoing costs (annual)', formatCents(costs.totalOngoing));
  field('Total investment (first year)', costs.totalInvestment === null ? 'Not known (no purchase price in the document)' : formatCents(costs.totalInvestment));
  list('Cost warnings', costs.costWarnings);
  if (!costs.breakdown.length) return;
  doc.moveDown(0.3).font('Helvetica-Bold');
  text('Breakdown');
  doc.font('Helvetica');
  for (const item of costs.breakdown) {
    text(`•  ${item.category}: ${formatCents(item.amount)} (${item.isRecurring ? 'Recurring' : 'One-time'})`, { indent: 10, indentAllLines: true });
    const more = [item.description, item.notes].filter(Boolean).join(' ');
    if (!more) continue;
    doc.fillColor(COLOURS.muted);
    text(more, { indent: 22, indentAllLines: true, paragraphGap: 2 });
    doc.fillColor(COLOURS.text);
  }
};
