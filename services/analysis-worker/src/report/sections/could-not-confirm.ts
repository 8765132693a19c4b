import { citePage, COULD_NOT_CONFIRM_ADVICE } from '@doco/contracts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

/**
 * Items the document has whose answer could not be read: each with its page, the reason and what to
 * do. Printed in the report's plain colours, never as a red flag; nothing at all when there are none.
 */
export const couldNotConfirmSection: Section = ({ doc, text, heading, keepSpace }, { result }) => {
  const items = result.couldNotConfirm;
  if (!items.length) return;
  heading(`Could not confirm (${items.length})`);
  text('These items are in the document, but their answer could not be read. They are not concerns, and they are not settled either.', {
    paragraphGap: 6,
  });
  items.forEach((entry, index) => {
    keepSpace(90);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
    text(`${index + 1}. ${entry.item}`);
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(`${citePage(result.files, entry.page)} · ${entry.reason}`, { indent: 14, indentAllLines: true });
    doc.fontSize(10).fillColor(COLOURS.text);
    text(COULD_NOT_CONFIRM_ADVICE, { indent: 14, indentAllLines: true, paragraphGap: 4 });
  });
};
