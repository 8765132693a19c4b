import { formatDate } from '../format.ts';
import { COLOURS } from '../writer.ts';
import type { ReportInput, Section } from './types.ts';

/** The property's address when the document gives one, else the file's name. */
export function reportTitle(input: Pick<ReportInput, 'documentName' | 'result'>): string {
  return input.result.comprehensivePropertyAnalysis.propertyDetails.address?.trim() || input.documentName;
}

const DOCUMENT_TYPES: Record<string, string> = {
  section32: 'Section 32 vendor statement',
  contract: 'Contract of sale',
  'contract+section32': 'Contract of sale with section 32 statement',
  title: 'Title search',
  'oc-certificate': 'Owners corporation certificate',
  unknown: 'Property document',
};

/** The report's title: the property's address (the file's name when it has none), then the file's name, kind and state, pages and date. */
export const titleSection: Section = ({ doc, text, title }, input) => {
  const { result } = input;
  const heading = reportTitle(input);
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.accent);
  text('Doco property report');
  title(heading);
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
  // A pack (issue 28) names each of its files, in the order they were read.
  if (result.files && result.files.length > 1) text(`Documents: ${result.files.map((f) => f.name).join(', ')}`);
  else if (heading !== input.documentName) text(`Document: ${input.documentName}`);
  text(
    `${DOCUMENT_TYPES[result.documentType] ?? 'Property document'}${result.state ? ` (${result.state})` : ''} · ` +
      `${input.pageCount} page${input.pageCount === 1 ? '' : 's'} · generated ${formatDate(input.generatedAt)}`,
  );
  doc.fillColor(COLOURS.text);
};
