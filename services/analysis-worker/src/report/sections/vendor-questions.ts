import { citeLocation } from '@doco/contracts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

/** Questions for the vendor's solicitor, numbered, each with what it is about and where the document says it. */
export const vendorQuestionsSection: Section = ({ doc, text, heading, keepSpace }, { result }) => {
  if (!result.vendorQuestions.length) return;
  heading("Questions for the vendor's solicitor");
  result.vendorQuestions.forEach((q, index) => {
    keepSpace(80);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
    text(`${index + 1}. ${q.question}`);
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(`About: ${q.why} (${citeLocation(result.files, `page ${q.page}`)})`, { indent: 14, indentAllLines: true, paragraphGap: 3 });
    doc.fontSize(10).fillColor(COLOURS.text);
  });
};
