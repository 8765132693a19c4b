import { resolveKeyDates } from '@doco/key-dates';
import { formatDate } from '../format.ts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`));

/** The contract's key dates in date order; those counted from signing wait for the signing date. */
export const keyDatesSection: Section = ({ doc, text, heading, keepSpace }, { result }) => {
  const items = resolveKeyDates(result.keyDates, { state: result.state, signingDate: null });
  if (!items.length) return;
  heading('Key dates');
  for (const item of items) {
    keepSpace(90);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
    text(`${item.date ? day(item.date) : 'Date not known yet'} - ${item.label}`);
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(item.basis, { indent: 10, indentAllLines: true });
    if (item.quote) text(`"${item.quote}"${item.page ? ` (page ${item.page})` : ''}`, { indent: 10, indentAllLines: true });
    doc.fontSize(10).fillColor(COLOURS.text).moveDown(0.3);
  }
  if (items.some((i) => !i.date && i.rule)) {
    doc.fontSize(9).fillColor(COLOURS.muted);
    text('Dates counted from the day you sign appear on the results page once you enter that day, and in the calendar file you can download there.');
    doc.fontSize(10).fillColor(COLOURS.text);
  }
};
