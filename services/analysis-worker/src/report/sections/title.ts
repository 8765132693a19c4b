import { formatDate } from '../format.ts';
import { COLOURS } from '../writer.ts';
import type { Section } from './types.ts';

const DOCUMENT_TYPES: Record<string, string> = {
  section32: 'Section 32 vendor statement',
  contract: 'Contract of sale',
  'contract+section32': 'Contract of sale with section 32 statement',
  title: 'Title search',
  'oc-certificate': 'Owners corporation certificate',
  unknown: 'Property document',
};

/** The report's title, the document's name, its kind and state, pages and date. */
export const titleSection: Section = ({ doc, text }, input) => {
  const { result } = input;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.text);
  text('Property document report');
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
  text(`${input.documentName}`);
  text(
    `${DOCUMENT_TYPES[result.documentType] ?? 'Property document'}${result.state ? ` (${result.state})` : ''} · ` +
      `${input.pageCount} page${input.pageCount === 1 ? '' : 's'} · generated ${formatDate(input.generatedAt)}`,
  );
  doc.fillColor(COLOURS.text);
};
