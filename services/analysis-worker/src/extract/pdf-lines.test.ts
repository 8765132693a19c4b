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
