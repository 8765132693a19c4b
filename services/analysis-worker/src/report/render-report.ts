import PDFDocument from 'pdfkit';
import type { EngineResult, RiskLevel } from '../engine/types.ts';
import { formatCents, formatDate, pdfSafe } from './format.ts';

export const DISCLAIMER =
  'Doco provides general information only. It is not legal or financial advice and does not replace a qualified conveyancer or solicitor.';

export interface ReportInput {
  documentName: string;
  pageCount: number;
  generatedAt: Date;
  result: EngineResult;
}

const COLOURS = { text: '#1f2937', muted: '#6b7280', accent: '#1d4ed8', rule: '#d1d5db' };
// Risk colours always sit next to the risk's name in words, never alone.
const RISK_COLOUR: Record<RiskLevel, string> = { low: '#15803d', medium: '#b45309', high: '#b91c1c', critical: '#7f1d1d' };
const DOCUMENT_TYPES: Record<string, string> = {
  section32: 'Section 32 vendor statement',
  contract: 'Contract of sale',
  'contract+section32': 'Contract of sale with section 32 statement',
  title: 'Title search',
  'oc-certificate': 'Owners corporation certificate',
  unknown: 'Property document',
};
const MARGIN = 56;

/** Renders the buyer's report as a PDF (pdfkit, standard fonts shipped in the package). */
export function renderReport(input: ReportInput): Promise<Buffer> {
  const { result } = input;
  const cpa = result.comprehensivePropertyAnalysis;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfSafe(`Doco report - ${input.documentName}`), Author: 'Doco', CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafe(value), { width, ...options });
  const heading = (title: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(COLOURS.accent);
    text(title);
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(COLOURS.text);
  };
  const field = (label: string, value: string | null | undefined) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
    text(`${label}: `, { continued: true });
    doc.font('Helvetica');
    text(value && value.trim() ? value : 'Not stated in the document');
  };
  const list = (title: string, items: string[]) => {
    if (!items.length) return;
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
    text(title);
    doc.font('Helvetica');
    for (const item of items) text(`•  ${item}`, { indent: 10, indentAllLines: true, paragraphGap: 2 });
  };

  // ---- Title -------------------------------------------------------------------------------
  doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.text);
  text('Property document report');
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
  text(`${input.documentName}`);
  text(
    `${DOCUMENT_TYPES[result.documentType] ?? 'Property document'}${result.state ? ` (${result.state})` : ''} · ` +
      `${input.pageCount} page${input.pageCount === 1 ? '' : 's'} · generated ${formatDate(input.generatedAt)}`,
  );
  doc.fillColor(COLOURS.text);

  // ---- Summary -----------------------------------------------------------------------------
  const summary = cpa.buyerSummary;
  heading('Summary');
  doc.font('Helvetica-Bold').fontSize(12);
  text('Overall risk: ', { continued: true });
  doc.fillColor(RISK_COLOUR[summary.overallRisk] ?? COLOURS.text);
  text(summary.overallRisk.toUpperCase());
  doc.fillColor(COLOURS.text).font('Helvetica').fontSize(10);
  const counts = result.categoryCounts;
  text(
    `${result.concerns.length} concern${result.concerns.length === 1 ? '' : 's'} found: ` +
      `legal ${counts.legal ?? 0}, financial ${counts.financial ?? 0}, compliance ${counts.compliance ?? 0}, operational ${counts.operational ?? 0}.`,
  );
  list('Key points', summary.keyPoints);
  list('Red flags', summary.redFlags);
  list('Recommendations', summary.recommendations);

  // ---- Property details --------------------------------------------------------------------
  const details = cpa.propertyDetails;
  heading('Property details');
  field('Address', details.address);
  field('Land size', details.landSize);
  field('Zoning', details.zoning);
  field('Title details', details.titleDetails);
  field('Purchase price', details.purchasePrice || 'Not specified in contract');
  field('Council valuation', details.councilValuation);
  field('Deposit', details.deposit);
  field('Settlement date', details.settlementDate);
  doc.moveDown(0.3).fillColor(COLOURS.muted).fontSize(9);
  text('The council valuation is a rating value set by the council; it is not the purchase price.');
  doc.fillColor(COLOURS.text).fontSize(10);

  // ---- Register search statement -----------------------------------------------------------
  const rss = result.registerSearchStatement;
  if (rss) {
    heading('Register search statement');
    field('Company', rss.companyName);
    field('Registration number', rss.registrationNumber);
    field('Type', rss.companyType);
    field('Status', rss.companyStatus);
    field('Incorporated', rss.incorporationDate);
    field('Registered address', rss.registeredAddress);
    list('Directors', rss.directors.map((d) => [d.name, d.role, d.appointmentDate && `appointed ${d.appointmentDate}`].filter(Boolean).join(', ')));
    list('Shareholders', rss.shareholders.map((s) => [s.name, s.shares && `${s.shares} shares`, s.percentage !== null && `${s.percentage}%`].filter(Boolean).join(', ')));
    list('Charges', rss.charges.map((c) => [c.description, c.date, c.amount].filter(Boolean).join(', ')));
  }

  // ---- Costs -------------------------------------------------------------------------------
  heading('Costs');
  const costs = cpa.costs;
  if (!costs) {
    text('Costs could not be estimated from this document (no purchase price was found).');
  } else {
    if (costs.summary) text(costs.summary, { paragraphGap: 4 });
    field('Total upfront costs', formatCents(costs.totalUpfront));
    field('Total ongoing costs (annual)', formatCents(costs.totalOngoing));
    field('Total investment (first year)', costs.totalInvestment === null ? 'Not known (no purchase price in the document)' : formatCents(costs.totalInvestment));
    list('Cost warnings', costs.costWarnings);
    if (costs.breakdown.length) {
      doc.moveDown(0.3).font('Helvetica-Bold');
      text('Breakdown');
      doc.font('Helvetica');
      for (const item of costs.breakdown) {
        text(`•  ${item.category}: ${formatCents(item.amount)} (${item.isRecurring ? 'Recurring' : 'One-time'})`, { indent: 10, indentAllLines: true });
        const more = [item.description, item.notes].filter(Boolean).join(' ');
        if (more) {
          doc.fillColor(COLOURS.muted);
          text(more, { indent: 22, indentAllLines: true, paragraphGap: 2 });
          doc.fillColor(COLOURS.text);
        }
      }
    }
  }

  // ---- Title, planning and risks -----------------------------------------------------------
  const encumbrances = [
    ...cpa.easements.map((e) => ({ ...e, group: 'Easement' })),
    ...cpa.restrictions.map((e) => ({ ...e, group: 'Restriction' })),
    ...cpa.covenants.map((e) => ({ ...e, group: 'Covenant' })),
    ...cpa.caveats.map((e) => ({ ...e, group: 'Caveat' })),
    ...cpa.encumbrances.map((e) => ({ ...e, group: 'Encumbrance' })),
    ...cpa.notices.map((e) => ({ ...e, group: 'Notice' })),
  ];
  if (encumbrances.length || cpa.overlays.length) {
    heading('Title and planning');
    for (const item of [...encumbrances, ...cpa.overlays.map((o) => ({ ...o, group: 'Overlay' }))]) {
      doc.font('Helvetica-Bold');
      text(`${item.group}: ${item.type} (${item.riskLevel} risk)`);
      doc.font('Helvetica');
      text([item.description, item.impact].filter(Boolean).join(' '), { indent: 10, indentAllLines: true, paragraphGap: 4 });
    }
  }

  // ---- Concerns ----------------------------------------------------------------------------
  heading(`Concerns (${result.concerns.length})`);
  if (!result.concerns.length) text('No concerns were found in this document.');
  result.concerns.forEach((concern, index) => {
    if (doc.y > doc.page.height - 170) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).fillColor(COLOURS.text);
    text(`${index + 1}. ${concern.title}`);
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    text(`${capitalise(concern.category)} · confidence ${Math.round(concern.confidence)}% · ${concern.location || `Page ${concern.page}`}`);
    doc.fontSize(10).fillColor(COLOURS.text);
    text(concern.description, { paragraphGap: 3 });
    if (concern.context) {
      doc.font('Helvetica-Oblique').fillColor('#374151');
      text(`“${concern.context}”`, { indent: 14, indentAllLines: true });
      doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
      text(`Page ${concern.page} of the document`, { indent: 14, indentAllLines: true });
      doc.fontSize(10).fillColor(COLOURS.text);
    }
    doc.moveDown(0.6);
  });

  // ---- Disclaimer --------------------------------------------------------------------------
  heading('Disclaimer');
  text(DISCLAIMER);

  // Footer on every page: the disclaimer in short and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.muted);
    doc.text(pdfSafe(`${DISCLAIMER}  Page ${i + 1} of ${range.count}`), MARGIN, doc.page.height - MARGIN, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
