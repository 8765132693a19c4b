import { describe, expect, it } from 'vitest';
import { blocksToText, isEdgeNoise } from './clean.ts';

const w = (text: string, confidence = 90) => ({ text, confidence });
const block = (...lines: ReturnType<typeof w>[][]) => ({ paragraphs: [{ lines: lines.map((words) => ({ words })) }] });

describe('OCR clean-up', () => {
  it('drops specks read as marks at the ends of a line, never words in the middle', () => {
    const text = blocksToText([
      block(
        [w(':', 40), w('PRICE:'), w('$985,000.00'), w(':', 30), w(';', 20), w('HE', 35)],
        [w('-.', 95), w('DEPOSIT:'), w('$98,500.00'), w('(10'), w('per'), w('cent)')],
        [w('Vendor'), w('-', 90), w('A'), w('B'), w('Person')],
      ),
    ]);
    expect(text).toBe('PRICE: $985,000.00\nDEPOSIT: $98,500.00 (10 per cent)\nVendor - A B Person');
  });

  it('keeps short words the engine is sure of, and numbers however short', () => {
    expect(isEdgeNoise(w('NSW', 96))).toBe(false);
    expect(isEdgeNoise(w('41.', 40))).toBe(false);
    expect(isEdgeNoise(w('oo', 30))).toBe(true);
    expect(isEdgeNoise(w('“', 99))).toBe(true);
  });

  it('keeps paragraphs apart', () => {
    expect(blocksToText([block([w('One')]), block([w('Two')])])).toBe('One\n\nTwo');
  });

  it('folds accents OCR invents from specks, so keywords match', () => {
    const blocks = [{ paragraphs: [{ lines: [{ words: [{ text: 'rélease', confidence: 90 }, { text: 'deposît', confidence: 90 }] }] }] }];
    expect(blocksToText(blocks)).toBe('release deposit');
  });

  it("separates a scanned table's cells as a text PDF does, and keeps ordinary word spaces single", () => {
    // Words 40 px high; spaces between words are about 12 px, column gaps 60 px and more.
    const at = (text: string, x0: number, x1: number) => ({ text, confidence: 90, bbox: { x0, y0: 100, x1, y1: 140 } });
    const row = [at('E-1', 10, 70), at('DRAINAGE', 160, 350), at('AND', 362, 430), at('2.00', 520, 600), at('THIS', 700, 790), at('PLAN', 802, 900), at('BANYULE', 1000, 1180)];
    const sentence = [at('The', 10, 80), at('land', 92, 170), at('is', 184, 214), at('affected', 228, 400)];
    expect(blocksToText([block(row, sentence)])).toBe('E-1   DRAINAGE AND   2.00   THIS PLAN   BANYULE\nThe land is affected');
  });

  it("joins a table row's cells wrapped onto the next line back into the row, and nothing else", () => {
    const at = (text: string, x0: number, x1: number, y0: number) => ({ text, confidence: 90, bbox: { x0, y0, x1, y1: y0 + 40 } });
    const row = [at('E-1', 10, 70, 100), at('DRAINAGE', 160, 350, 100), at('AND', 362, 430, 100), at('2.00', 520, 600, 100), at('BANYULE', 1000, 1180, 100), at('VALLEY', 1192, 1300, 100)];
    // tesseract put the wrapped cells in a paragraph of their own; the first column is empty.
    const wrapped = [at('SEWERAGE', 162, 360, 160), at('WATER', 1002, 1110, 160), at('LIMITED', 1122, 1260, 160)];
    // The next row starts in the first column: a row of its own.
    const next = [at('E-2', 10, 70, 220), at('DRAINAGE', 160, 350, 220), at('1.50', 520, 600, 220), at('LOT', 1000, 1060, 220), at('2', 1072, 1090, 220)];
    // Far below the table: not a wrapped cell, whatever its column.
    const later = [at('SEWERAGE', 162, 360, 600)];
    const text = blocksToText([block(row), block(wrapped, next), block(later)]);
    expect(text).toBe('E-1   DRAINAGE AND SEWERAGE   2.00   BANYULE VALLEY WATER LIMITED\nE-2   DRAINAGE   1.50   LOT 2\n\nSEWERAGE');
  });
});
