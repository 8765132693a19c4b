import { describe, expect, it } from 'vitest';
import { itemsToText, type PositionedText } from './pdf-lines.ts';

const item = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
});

describe('itemsToText', () => {
  it('orders lines top to bottom and items left to right, whatever order they came in', () => {
    const text = itemsToText([item('world', 130, 700), item('Second line', 100, 688), item('Hello', 100, 700.4)]);
    expect(text).toBe('Hello world\nSecond line');
  });

  it('keeps words of one run together, spaces small gaps and double-spaces table columns', () => {
    const text = itemsToText([item('Amo', 100, 500), item('unt', 115, 500), item('$2,104.60', 300, 500)]);
    expect(text).toBe('Amount  $2,104.60');
  });

  it('puts a blank line where the vertical gap is a paragraph break', () => {
    const text = itemsToText([item('Heading', 100, 700), item('Body text', 100, 640)]);
    expect(text).toBe('Heading\n\nBody text');
  });
});
