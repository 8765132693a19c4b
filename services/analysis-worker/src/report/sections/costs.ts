import { costAmountText, investmentTotalText, ongoingTotalText, upfrontTotalText } from '@doco/contracts';
import { formatDate, pdfSafe, sentences } from '../format.ts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

/** Upfront, ongoing and first-year totals, warnings, and the breakdown line by line. */
export const costsSection: Section = ({ doc, text, heading, field, list, element }, { result }) => {
  heading('Costs');
  const costs = result.comprehensivePropertyAnalysis.costs;
  if (!costs) {
    text('Costs could not be estimated from this document (no purchase price was found).');
    return;
  }
  if (costs.summary) text(costs.summary, { paragraphGap: 4 });
  field('Total upfront costs', upfrontTotalText(costs));
  field('Total ongoing costs (annual)', ongoingTotalText(costs));
  field('Total investment (first year)', investmentTotalText(costs));
  list('Cost warnings', costs.costWarnings);
  if (!costs.breakdown.length) return;
  doc.moveDown(0.3).font('Helvetica-Bold');
  text('Breakdown');
  doc.font('Helvetica');
  const items = element('L');
  for (const item of costs.breakdown) {
    const dated = [item.estimate && !/\bestimate\b/i.test(item.notes ?? '') ? 'Estimate' : null, item.effectiveFrom ? `effective ${formatDate(new Date(`${item.effectiveFrom}T00:00:00Z`))}` : null].filter(Boolean).join(', ');
    const more = sentences(item.description, item.notes, dated ? `${dated.charAt(0).toUpperCase()}${dated.slice(1)}` : null);
    items.add(
      doc.struct('LI', {}, [
        doc.struct('LBody', {}, () => {
          doc.fillColor(COLOURS.text);
          doc.text(pdfSafe(`•  ${item.category}: ${costAmountText(item.amount)} (${item.isRecurring ? 'Recurring' : 'One-time'})`), { indent: 10, indentAllLines: true });
          if (!more) return;
          doc.fillColor(COLOURS.muted);
          doc.text(pdfSafe(more), { indent: 22, indentAllLines: true, paragraphGap: 2 });
          doc.fillColor(COLOURS.text);
        }),
      ]),
    );
  }
  items.end();
};
