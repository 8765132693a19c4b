import { citeLocation } from '@doco/contracts';
import { resolveKeyDates } from '@doco/key-dates';
import { formatDate, pdfSafe } from '../format.ts';
import { COLOURS, MARGIN } from '../writer.ts';
import type { Section } from './types.ts';

const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`));
const PAD = 4;
const HEAD = ['Date', 'What', 'How it was found'];

/**
 * The contract's key dates in date order, as a table (TH header row, TD cells) kept on one page when it
 * fits on one; those counted from signing wait for the signing date.
 */
export const keyDatesSection: Section = (writer, { result }) => {
  const { doc, text, heading, element, artifact, width } = writer;
  const items = resolveKeyDates(result.keyDates, { state: result.state, signingDate: null });
  if (!items.length) return;
  const widths = [width * 0.2, width * 0.25, width * 0.55];
  const rows = items.map((item) => [
    item.date ? day(item.date) : 'Date not known yet',
    item.label,
    [item.basis, item.quote ? `"${item.quote}"${item.page ? ` (${citeLocation(result.files, `page ${item.page}`)})` : ''}` : ''].filter(Boolean).join('\n'),
  ]);
  const fontFor = (header: boolean) => doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const rowHeight = (cells: string[], header: boolean) => {
    fontFor(header);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(pdfSafe(cell), { width: (widths[i] as number) - PAD * 2 }))) + PAD * 2;
  };
  const tableHeight = rowHeight(HEAD, true) + rows.reduce((sum, cells) => sum + rowHeight(cells, false), 0);
  const pageRoom = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
  // The heading and its table together: a new page first when they fit on one but not on this one.
  if (tableHeight + 60 <= pageRoom && doc.y + tableHeight + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading('Key dates');

  const table = element('Table');
  const drawRow = (cells: string[], header: boolean) => {
    const height = rowHeight(cells, header);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    if (header) artifact(() => doc.rect(MARGIN, top, width, height).fill(COLOURS.band));
    artifact(() => doc.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).lineWidth(0.5).strokeColor(COLOURS.rule).stroke());
    const tr = doc.struct('TR');
    table.add(tr);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const cellWidth = widths[i] as number;
      const left = x;
      tr.add(
        doc.struct(header ? 'TH' : 'TD', {}, () => {
          fontFor(header).fillColor(i === 2 && !header ? COLOURS.muted : COLOURS.text);
          doc.text(pdfSafe(cell), left + PAD, top + PAD, { width: cellWidth - PAD * 2 });
        }),
      );
      x += cellWidth;
    });
    tr.end();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(HEAD, true);
  for (const cells of rows) drawRow(cells, false);
  table.end();
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(COLOURS.text);
  if (items.some((i) => !i.date && i.rule)) {
    doc.fontSize(9).fillColor(COLOURS.muted);
    text('Dates counted from the day you sign appear on the results page once you enter that day, and in the calendar file you can download there.');
    doc.fontSize(10).fillColor(COLOURS.text);
  }
};
