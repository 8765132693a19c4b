import { describe, expect, it } from 'vitest';
import { itemsToText, type PositionedText } from './pdf-lines.ts';

const item = (str: string, x: number, y: number, size = 10, width = str.length * size * 0.5): PositionedText => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

describe('itemsToText', () => {
  it('orders lines top to bottom and items left to right, whatever order they came in', () => {
    const text = itemsToText([item('world', 130, 700), item('Second line', 100, 688), item('Hello', 100, 700.4)]);
    expect(text).toBe('Hello world\nSecond line');
  });

  it('keeps words of one run together, spaces small gaps and separates table columns by three spaces', () => {
    const text = itemsToText([item('Amo', 100, 500), item('unt', 115, 500), item('$2,104.60', 300, 500)]);
    expect(text).toBe('Amount   $2,104.60');
  });

  it('measures a column gap from the text, not from the whitespace item that spans it', () => {
    // pdf.js reports the gap between two cells as a " " item as wide as the gap.
    const text = itemsToText([item('Zone', 65, 500, 9, 20), item(' ', 85, 500, 9, 40), item('General Residential Zone - Schedule 1 (GRZ1)', 125, 500, 9)]);
    expect(text).toBe('Zone   General Residential Zone - Schedule 1 (GRZ1)');
  });

  it('puts a blank line where the vertical gap is a paragraph break', () => {
    const text = itemsToText([item('Heading', 100, 700), item('Body text', 100, 640)]);
    expect(text).toBe('Heading\n\nBody text');
  });

  it('joins a cell that wraps onto a second line back into its row (drawn cell by cell)', () => {
    // Stream order: label cell, its second line, then the value cells — as a table writer draws them.
    const text = itemsToText([
      item("Vendor's", 65, 554, 10),
      item('representative', 65, 542, 10),
      item('Example Legal (ref EL:1)', 170, 554, 10),
      item('Purchaser', 65, 520, 10),
      item('A Person', 170, 520, 10),
    ]);
    expect(text).toBe("Vendor's representative   Example Legal (ref EL:1)\n\nPurchaser   A Person");
  });

  it('joins a wrapped last cell whose continuation leaves the first column empty', () => {
    const text = itemsToText([
      item('MORTGAGE', 65, 500, 9),
      item('AV771920N', 140, 500, 9),
      item('Bank of', 230, 500, 9),
      item('Queensland Limited', 230, 489.5, 9),
      item('Lot 4 is affected by the mortgage.', 62, 470, 9),
    ]);
    expect(text).toBe('MORTGAGE   AV771920N   Bank of Queensland Limited\n\nLot 4 is affected by the mortgage.');
  });

  it('keeps names set one a line under a label apart: each stops well short of the edge', () => {
    const text = itemsToText([
      item('Vendor:', 65, 600, 10),
      item('MARISOL JUNE ABERNETHY', 200, 600, 10),
      item('TOBIAS RAY ABERNETHY', 200, 588, 10),
      item("Vendor's address:", 65, 576, 10),
      item('22 Quail Street, Victor Harbor SA 5211, on the corner of Esplanade Lane', 200, 576, 10),
    ]);
    // The second name keeps its place in the value column, as a text export gives it.
    expect(text.split('\n')).toEqual(['Vendor:   MARISOL JUNE ABERNETHY', `${' '.repeat(27)}TOBIAS RAY ABERNETHY`, "Vendor's address:   22 Quail Street, Victor Harbor SA 5211, on the corner of Esplanade Lane"]);
  });

  it('keeps the rows of a tight table apart when every column is filled', () => {
    const text = itemsToText([
      item('Site value', 65, 500, 9),
      item('$560,000', 200, 500, 9),
      item('Capital improved value', 65, 489.5, 9),
      item('$820,000', 200, 489.5, 9),
    ]);
    expect(text).toBe('Site value   $560,000\nCapital improved value   $820,000');
  });

  it('does not join a paragraph line to a table row above it', () => {
    const text = itemsToText([item('Vendor signature:', 62, 600, 9.5, 80), item('Dated: 11/02/2026', 258, 600, 9.5), item('Purchaser acknowledgement: I/we acknowledge receipt', 62, 589, 9.5)]);
    expect(text.split('\n')).toEqual(['Vendor signature:   Dated: 11/02/2026', 'Purchaser acknowledgement: I/we acknowledge receipt']);
  });

  it('keeps a list bullet set in its own column with its item', () => {
    const text = itemsToText([item('\u2022', 62, 500, 9, 4), item('the zoning and overlays;', 80, 500, 9)]);
    expect(text).toBe('\u2022 the zoning and overlays;');
  });
});

describe('a side column beside prose', () => {
  // A letter's body on the left and the sender's reference block on the right, drawn line by line.
  const body = [
    'The purchaser acknowledges that the drainage easement shown on the plan runs',
    'along the northern boundary of the lot and that no structure may be built over',
    'it without the written consent of the authority that has the benefit of it.',
  ];
  const note = ['Our reference KT/2291', 'Contact Ms Odile Brandt'];
  const bodyItems = body.map((text, i) => item(text, 60, 700 - i * 12, 10, 330));
  const noteItems = note.map((text, i) => item(text, 440, 700 - i * 12, 10, 110));
  const signed = item('Signed for the vendor', 60, 640, 10, 100);

  it('drawn line by line, is lifted out after the paragraph, so the prose reads on and the note reads whole', () => {
    const page = [bodyItems[0]!, noteItems[0]!, bodyItems[1]!, noteItems[1]!, bodyItems[2]!, signed];
    expect(itemsToText(page).split('\n')).toEqual([...body, '', ...note, '', 'Signed for the vendor']);
  });

  it('drawn block by block, reads as the prose, then the note', () => {
    const page = [...bodyItems, ...noteItems, signed];
    expect(itemsToText(page).split('\n')).toEqual([`${body.join(' ')}   ${note.join(' ')}`, '', 'Signed for the vendor']);
  });

  it('a table of labels and figures stays a table', () => {
    const rows = [item('Council rates for the year ending 30 June 2027 are payable by', 60, 500, 10, 300), item('$2,410.00', 440, 500, 10, 50), item('Water and sewerage service charges for the same year are payable', 60, 488, 10, 300), item('$1,104.20', 440, 488, 10, 50)];
    expect(itemsToText(rows).split('\n')).toEqual(['Council rates for the year ending 30 June 2027 are payable by   $2,410.00', 'Water and sewerage service charges for the same year are payable   $1,104.20']);
  });

  it('a certificate of long item labels and word answers stays label and answer', () => {
    const labels = ['Any proceedings now before a court to which the body corporate is a party', 'Any order of the tribunal made about the scheme in the last two years'];
    const rows = labels.flatMap((label, i) => [item(label, 60, 500 - i * 12, 10, 330), item('Nil known', 440, 500 - i * 12, 10, 50)]);
    expect(itemsToText(rows).split('\n')).toEqual(labels.map((label) => `${label}   Nil known`));
  });

  it('a single line with a note beside it stays one line', () => {
    const line = [item('The land is not affected by any easement, covenant or other restriction known', 60, 500, 10, 330), item('See plan attached', 440, 500, 10, 80)];
    expect(itemsToText(line)).toBe('The land is not affected by any easement, covenant or other restriction known   See plan attached');
  });
});
