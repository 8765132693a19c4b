import { citeLocation, citePage, withoutInternalKeys } from '@doco/contracts';
import { quotePage } from '../format.ts';
import type { EngineResult, RiskLevel } from '../../engine/types.ts';
import { COLOURS, RISK_COLOUR } from '../writer.ts';
import type { Section } from './types.ts';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A concern's level: its own severity, or for an older result the risk the engine gives for it (same title), as on screen. */
export function concernLevel(result: EngineResult, index: number): RiskLevel | null {
  const concern = result.concerns[index];
  if (!concern) return null;
  if (concern.severity) return concern.severity;
  const risks = result.comprehensivePropertyAnalysis.risks;
  const same = risks.find((r) => r.title === concern.title && r.description === concern.description) ?? risks.find((r) => r.title === concern.title);
  return same?.severity ?? null;
}

/** Every concern, numbered: its level in words and colour, category, confidence and place, what it means, and the quoted text with its page. */
export const concernsSection: Section = ({ doc, text, heading, subheading, block, keepSpace }, { result }) => {
  heading(`Concerns (${result.concerns.length})`);
  if (!result.concerns.length) text('No concerns were found in this document.');
  result.concerns.forEach((concern, index) => {
    keepSpace(170);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text);
    subheading(`${index + 1}. ${withoutInternalKeys(concern.title)}`);
    const level = concernLevel(result, index);
    block('P', () => {
      if (level) {
        doc.font('Helvetica-Bold').fontSize(9).fillColor(RISK_COLOUR[level]);
        doc.text(`${capitalise(level)} risk`, { continued: true });
        doc.font('Helvetica').fillColor(COLOURS.muted).text(' · ', { continued: true });
      }
      doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
      doc.text(`${capitalise(concern.category)} · confidence ${Math.round(concern.confidence)}% · ${concern.location ? citeLocation(result.files, concern.location) : citePage(result.files, concern.page)}`);
    });
    doc.fontSize(10).fillColor(COLOURS.text);
    text(withoutInternalKeys(concern.description), { paragraphGap: 3 });
    if (concern.context) {
      doc.font('Helvetica-Oblique').fillColor(COLOURS.quote);
      text(`“${concern.context}”`, { indent: 14, indentAllLines: true });
      doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
      text(quotePage(result.files, concern.page), { indent: 14, indentAllLines: true });
      doc.fontSize(10).fillColor(COLOURS.text);
    }
    doc.moveDown(0.6);
  });
};
