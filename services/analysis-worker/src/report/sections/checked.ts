import { quotePage } from '../format.ts';
import { COLOURS, RISK_COLOUR } from '../writer.ts';
import type { Section } from './types.ts';

/**
 * What the document clears ("Checked", issue 26): each entry in plain words with the answer quoted and
 * its page, so the buyer can find it. Nothing at all when the document clears nothing.
 */
export const checkedSection: Section = ({ doc, text, heading, keepSpace }, { result }) => {
  const items = result.checked ?? [];
  if (!items.length) return;
  heading(`Checked (${items.length})`);
  text('What was checked and is fine: the document answers each of these in the negative.', { paragraphGap: 6 });
  items.forEach((entry, index) => {
    keepSpace(70);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(RISK_COLOUR.low);
    text(`${index + 1}. ${entry.title}`);
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLOURS.quote);
    text(`“${entry.quote}”`, { indent: 14, indentAllLines: true });
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(quotePage(result.files, entry.page), { indent: 14, indentAllLines: true, paragraphGap: 4 });
    doc.fontSize(10).fillColor(COLOURS.text);
  });
};
