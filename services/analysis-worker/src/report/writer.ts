import PDFDocument from 'pdfkit';
import type { RiskLevel } from '../engine/types.ts';
import { pdfSafe } from './format.ts';

// The report's page furniture: one tagged pdfkit document and the few ways a section writes to it (a
// heading with its rule, a labelled field, a bulleted list, a paragraph), so each section's renderer says
// only what it shows. Every piece of text is a structure element (H1/H2/H3, P, L > LI > LBody, Table) in
// reading order under one Document element, and rules and footers are artifacts, so a screen reader
// reads the report as the buyer sees it.

// The web app's theme (web/src/index.css): slate text, teal primary, the risk colours.
export const COLOURS = { text: '#0f172a', muted: '#475569', accent: '#0f766e', rule: '#e2e8f0', quote: '#334155', band: '#f1f5f9' };
// Risk colours always sit next to the risk's name in words, never alone.
export const RISK_COLOUR: Record<RiskLevel, string> = { low: '#15803d', medium: '#b45309', high: '#dc2626', critical: '#7f1d1d' };
export const MARGIN = 56;

type Struct = PDFKit.PDFStructureElement;

export interface ReportWriter {
  doc: PDFKit.PDFDocument;
  /** The text column's width. */
  width: number;
  /** A paragraph (P) in the current section. */
  text(value: string, options?: PDFKit.Mixins.TextOptions): void;
  /** The report's title (H1). */
  title(value: string): void;
  /** A section heading (H2) opening a new section; starts a new page when too little of this one is left. */
  heading(title: string): void;
  /** A heading inside a section (H3), e.g. one concern's title. */
  subheading(value: string, options?: PDFKit.Mixins.TextOptions): void;
  /** "Label: value", or 'Not stated in the document' for an empty value. */
  field(label: string, value: string | null | undefined): void;
  /** A titled bulleted list (L > LI > LBody); nothing at all when empty. */
  list(title: string, items: string[]): void;
  /** Tagged content drawn by `draw` as one element of `type` (P, Caption, …) in the current section. */
  block(type: string, draw: () => void): void;
  /** A structure element of `type` in the current section, for a section that builds its own (a table). */
  element(type: string): Struct;
  /** Drawing that is not content (rules, bands): an artifact screen readers skip. */
  artifact(draw: () => void): void;
  /** Starts a new page when fewer than `points` are left on this one. */
  keepSpace(points: number): void;
  /** The space left on this page above the bottom margin. */
  spaceLeft(): number;
  /** Closes the structure tree; call once, after the last section. */
  finish(): void;
}

export function createWriter(info: { title: string; subject: string; createdAt: Date }): { writer: ReportWriter; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    lang: 'en-AU',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: pdfSafe(info.title), Subject: pdfSafe(info.subject), Author: 'Doco', CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const root = doc.struct('Document');
  doc.addStructure(root);
  let section: Struct = root;

  const write = (value: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(pdfSafe(value), { width, ...options });
  };
  const element = (type: string) => {
    const el = doc.struct(type);
    section.add(el);
    return el;
  };
  const block = (type: string, draw: () => void) => {
    section.add(doc.struct(type, {}, draw));
  };
  const artifact = (draw: () => void) => {
    doc.markContent('Artifact', { type: 'Layout' });
    draw();
    doc.endMarkedContent();
  };
  const spaceLeft = () => doc.page.height - doc.page.margins.bottom - doc.y;
  const keepSpace = (points: number) => {
    if (doc.y > doc.page.height - points) doc.addPage();
  };
  const writer: ReportWriter = {
    doc,
    width,
    text: (value, options) => block('P', () => write(value, options)),
    title(value) {
      doc.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.text);
      block('H1', () => write(value));
    },
    heading(title) {
      keepSpace(160);
      if (section !== root) section.end();
      section = doc.struct('Sect');
      root.add(section);
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(COLOURS.accent);
      block('H2', () => write(title));
      const y = doc.y + 2;
      artifact(() => doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke());
      doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(COLOURS.text);
    },
    subheading(value, options) {
      block('H3', () => write(value, options));
    },
    field(label, value) {
      block('P', () => {
        doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
        write(`${label}: `, { continued: true });
        doc.font('Helvetica');
        write(value?.trim() ? value : 'Not stated in the document');
      });
    },
    list(title, items) {
      if (!items.length) return;
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor(COLOURS.text);
      block('P', () => write(title));
      doc.font('Helvetica');
      const list = element('L');
      for (const item of items) {
        list.add(doc.struct('LI', {}, [doc.struct('LBody', {}, () => write(`•  ${item}`, { indent: 10, indentAllLines: true, paragraphGap: 2 }))]));
      }
      list.end();
    },
    block,
    element,
    artifact,
    keepSpace,
    spaceLeft,
    finish() {
      if (section !== root) section.end();
      root.end();
    },
  };
  return { writer, done };
}

/** The disclaimer in short and "Page n of m" at the foot of every page (once every page is written), as artifacts. */
export function writeFooters(writer: ReportWriter, disclaimer: string) {
  const { doc, width } = writer;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Helvetica').fontSize(7.5).fillColor(COLOURS.muted);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.text(pdfSafe(`${disclaimer}  Page ${i + 1} of ${range.count}`), MARGIN, doc.page.height - MARGIN, { width, align: 'center' });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
