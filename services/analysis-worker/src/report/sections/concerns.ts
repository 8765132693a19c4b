import { withoutInternalKeys } from '@doco/contracts';
import { COLOURS, RISK_COLOUR } from '../writer.ts';
import type { Section } from './types.ts';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Every concern, numbered: its level, category, confidence and place, what it means, and the quoted text with its page. */
export const concernsSection: Section = ({ doc, text, heading, keepSpace }, { result }) => {
  heading(`Concerns (${result.concerns.length})`);
  if (!result.concerns.length) text('No concerns were found in this document.');
  result.concerns.forEach((concern, index) => {
    keepSpace(170);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text);
    text(`${index + 1}. ${withoutInternalKeys(concern.title)}`);
    // The concern's level in words and colour: the same one the tabs and the results view show for it.
    doc.font('Helvetica-Bold').fontSize(9).fillColor(RISK_COLOUR[concern.severity]);
    text(`${capitalise(concern.severity)} risk`, { continued: true });
    doc.font('Helvetica').fillColor(COLOURS.muted);
    text(` · ${capitalise(concern.category)} · confidence ${Math.round(concern.confidence)}% · ${concern.location || `Page ${concern.page}`}`);
    doc.fontSize(10).fillColor(COLOURS.text);
    text(withoutInternalKeys(concern.description), { paragraphGap: 3 });
    if (concern.context) {
      doc.font('Helvetica-Oblique').fillColor(COLOURS.quote);
      text(`“${concern.context}”`, { indent: 14, indentAllLines: true });
      doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
      text(`Page ${concern.page} of the document`, { indent: 14, indentAllLines: true });
      doc.fontSize(10).fillColor(COLOURS.text);
    }
    doc.moveDown(0.6);
  });
};
