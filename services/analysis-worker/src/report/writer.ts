import PDFDocument from 'pdfkit';
import type { RiskLevel } from '../engine/types.ts';
import { pdfSafe } from './format.ts';

// The report's page furniture: one pdfkit document and the few ways a section writes to it (a
// heading with its rule, a labelled field, a bulleted list), so each section's renderer says only
// what it shows.

export const COLOURS = { text: '#1f2937', muted: '#6b7280', accent: '#1d4ed8', rule: '#d1d5db', quote: '#374151' };
// Risk colours always sit next to the risk's name in words, never alone.
export const RISK_COLOUR: Record<RiskLevel, string> = { low: '#15803d', medium: '#b45309', high: '#b91c1c', critical: '#7f1d1d' };
export const MARGIN = 56;

export interface ReportWriter {
  doc: PDFKit.PDFDocument;
  /** The text column's width. */
  width: number;
  text(value: string, options?: PDFKit.Mixins.TextOptions): void;
  /** A section heading; starts a new page when too little of this one is left. */
  heading(title: string): void;
  /** "Label: value", or 'Not stated in the document' for an empty value. */
  field(label: string, value: string | null | undefined): void;
  /** A titled bulleted list; nothing at all when empty. */
  list(title: string, items: string[]): void;
  /** Starts a new page when fewer than `points` are left on this one. */
  keepSpace(points: number): void;
}

export function createWriter(info: { title: string; createdAt: Date }): { writer: ReportWriter; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfSafe(info.title), Author: 'Doco', CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(pdfSafe(value), { width, ...options });
  };
  const keepSpace = (points: number) => {
    if (doc.y > doc.page.height - points) doc.addPage();
  };
  const writer: ReportWriter = {
    doc,
    width,
    text,
    keepSpace,
    heading(title) {
      keepSpace(160);
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(COLOURS.accent);
      text(title);
      const y = doc.y + 2;
      doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
      doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(COLOURS.text);
    },
    field(label, value) {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
      text(`${label}: `, { continued: true });
      doc.font('Helvetica');
      text(value?.trim() ? value : 'Not stated in the document');
    },
    list(title, items) {
      if (!items.length) return;
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
      text(title);
      doc.font('Helvetica');
      for (const item of items) text(`•  ${item}`, { indent: 10, indentAllLines: true, paragraphGap: 2 });
    },
  };
  return { writer, done };
}

/** The disclaimer in short and "Page n of m" at the foot of every page (once every page is written). */
export function writeFooters(writer: ReportWriter, disclaimer: string) {
  const { doc, width } = writer;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.muted);
    doc.text(pdfSafe(`${disclaimer}  Page ${i + 1} of ${range.count}`), MARGIN, doc.page.height - MARGIN, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}
