import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../ocr/grey-image.ts';
import { measureSkew, rotateGrey } from './deskew.ts';
import { orient } from './orientation.ts';
import { binarise } from './threshold.ts';

/** Horizontal dark bars (lines of "text") on white. */
function bars(width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 40; y < height - 40; y += 30) for (let x = 40; x < width - 40; x++) for (let t = 0; t < 8; t++) pixels[(y + t) * width + x] = 20;
  return { width, height, pixels };
}

describe('deskew', () => {
  it.each([-12, -4.5, 0, 2, 7])('measures lines turned %d degrees, and turning back levels them', (degrees) => {
    const turned = rotateGrey(bars(600, 500), degrees);
    expect(measureSkew(turned)).toBeCloseTo(degrees, 0);
    expect(Math.abs(measureSkew(rotateGrey(turned, -measureSkew(turned))))).toBeLessThan(0.5);
  });

  it('fills the corners a turn uncovers with white paper', () => {
    const turned = rotateGrey({ width: 100, height: 100, pixels: new Uint8Array(100 * 100).fill(128) }, 10);
    expect(turned.width).toBeGreaterThan(100);
    expect(turned.pixels[0]).toBe(255);
    expect(turned.pixels[Math.floor(turned.height / 2) * turned.width + Math.floor(turned.width / 2)]).toBe(128);
  });
});

describe('EXIF orientation', () => {
  // A 3 x 2 picture whose pixels are numbered 1-6 row by row: what a viewer shows for each orientation.
  const stored: GreyImage = { width: 3, height: 2, pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
  it.each([
    [1, 3, [1, 2, 3, 4, 5, 6]],
    [2, 3, [3, 2, 1, 6, 5, 4]],
    [3, 3, [6, 5, 4, 3, 2, 1]],
    [4, 3, [4, 5, 6, 1, 2, 3]],
    [5, 2, [1, 4, 2, 5, 3, 6]],
    [6, 2, [4, 1, 5, 2, 6, 3]],
    [7, 2, [6, 3, 5, 2, 4, 1]],
    [8, 2, [3, 6, 2, 5, 1, 4]],
  ])('orientation %i shows the picture upright', (orientation, width, pixels) => {
    const upright = orient(stored, orientation);
    expect(upright.width).toBe(width);
    expect([...upright.pixels]).toEqual(pixels);
  });
});

describe('local threshold', () => {
  it('keeps dark text on a shadowed side and leaves an evenly dark area white', () => {
    const width = 400;
    const height = 200;
    const pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Paper fading from 240 to 110 across the page; "ink" 70 below the paper on every 20th column band.
        const paper = 240 - (130 * x) / width;
        const ink = y > 80 && y < 120 && x % 20 < 4;
        pixels[y * width + x] = ink ? paper - 70 : paper;
      }
    }
    const out = binarise({ width, height, pixels });
    const at = (x: number, y: number) => out.pixels[y * width + x];
    expect(at(2, 100)).toBe(0); // ink on bright paper
    expect(at(382, 100)).toBe(0); // ink in the shadow, darker than the bright paper around it
    expect(at(390, 20)).toBe(255);
    expect(at(390, 100)).toBe(255); // between the letters // shadowed paper is still paper
    expect(at(30, 20)).toBe(255);
  });
});
