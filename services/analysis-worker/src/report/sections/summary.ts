import { COLOURS, RISK_COLOUR } from '../writer.ts';
import type { Section } from './types.ts';

/** Overall risk in words and colour, the concern count by category, key points, red flags, recommendations. */
export const summarySection: Section = ({ doc, text, heading, list, block, width }, { result }) => {
  const summary = result.comprehensivePropertyAnalysis.buyerSummary;
  heading('Summary');
  block('P', () => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOURS.text);
    doc.text('Overall risk: ', { width, continued: true });
    doc.fillColor(RISK_COLOUR[summary.overallRisk] ?? COLOURS.text);
    doc.text(summary.overallRisk.toUpperCase());
  });
  doc.fillColor(COLOURS.text).font('Helvetica').fontSize(10);
  const counts = result.categoryCounts;
  text(
    `${result.concerns.length} concern${result.concerns.length === 1 ? '' : 's'} found: ` +
      `legal ${counts.legal ?? 0}, financial ${counts.financial ?? 0}, compliance ${counts.compliance ?? 0}, operational ${counts.operational ?? 0}.`,
  );
  list('Key points', summary.keyPoints);
  list('Red flags', summary.redFlags);
  list('Recommendations', summary.recommendations);
};
