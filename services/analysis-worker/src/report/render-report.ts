import { checkedSection } from './sections/checked.ts';
import { concernsSection } from './sections/concerns.ts';
import { costsSection } from './sections/costs.ts';
import { couldNotConfirmSection } from './sections/could-not-confirm.ts';
import { keyDatesSection } from './sections/key-dates.ts';
import { propertyDetailsSection } from './sections/property-details.ts';
import { registerSearchSection } from './sections/register-search.ts';
import { summarySection } from './sections/summary.ts';
import { reportTitle, titleSection } from './sections/title.ts';
import { titlePlanningSection } from './sections/title-planning.ts';
import { vendorQuestionsSection } from './sections/vendor-questions.ts';
import type { ReportInput, Section } from './sections/types.ts';
import { createWriter, writeFooters } from './writer.ts';

export type { ReportInput } from './sections/types.ts';

export const DISCLAIMER =
  'Doco provides general information only. It is not legal or financial advice and does not replace a qualified conveyancer or solicitor.';

const disclaimerSection: Section = ({ text, heading }) => {
  heading('Disclaimer');
  text(DISCLAIMER);
};

/** The report's sections in the order a buyer reads them; each renderer lives in sections/. */
const SECTIONS: Section[] = [
  titleSection,
  summarySection,
  propertyDetailsSection,
  keyDatesSection,
  registerSearchSection,
  costsSection,
  titlePlanningSection,
  concernsSection,
  couldNotConfirmSection,
  checkedSection,
  vendorQuestionsSection,
  disclaimerSection,
];

/** Renders the buyer's report as a tagged PDF (pdfkit, standard fonts shipped in the package), titled with the property's address. */
export function renderReport(input: ReportInput): Promise<Buffer> {
  const { writer, done } = createWriter({ title: reportTitle(input), subject: `Doco report on ${input.documentName}`, createdAt: input.generatedAt });
  for (const section of SECTIONS) section(writer, input);
  writer.finish();
  writeFooters(writer, DISCLAIMER);
  writer.doc.end();
  return done;
}
