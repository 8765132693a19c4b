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
});
