import type { GreyImage } from '../ocr/grey-image.ts';

/**
 * Black and white by Sauvola's local threshold: each pixel against the mean and spread of the window
 * around it, so a page lit unevenly (a shadow across it, a photo taken at an angle, darker towards one
 * edge) keeps its text, and a plain area (the desk around the page, an even shadow) stays white where
 * one global threshold would turn it black. Integral images keep it linear in the pixels.
 */
export function binarise(image: GreyImage, options: { window?: number; k?: number } = {}): GreyImage {
  const { width: w, height: h, pixels } = image;
  const window = options.window ?? Math.max(15, Math.round(Math.max(w, h) / 60) | 1);
  const k = options.k ?? 0.2;
  const half = Math.floor(window / 2);
  const stride = w + 1;
  const sum = new Float64Array(stride * (h + 1));
  const squares = new Float64Array(stride * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    let rowSquares = 0;
    for (let x = 0; x < w; x++) {
      const v = pixels[y * w + x]!;
      row += v;
      rowSquares += v * v;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + row;
      squares[(y + 1) * stride + x + 1] = squares[y * stride + x + 1]! + rowSquares;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(h, y + half + 1);
    for (let x = 0; x < w; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(w, x + half + 1);
      const n = (bottom - top) * (right - left);
      const at = (yy: number, xx: number) => yy * stride + xx;
      const s = sum[at(bottom, right)]! - sum[at(top, right)]! - sum[at(bottom, left)]! + sum[at(top, left)]!;
      const q = squares[at(bottom, right)]! - squares[at(top, right)]! - squares[at(bottom, left)]! + squares[at(top, left)]!;
      const mean = s / n;
      const sd = Math.sqrt(Math.max(0, q / n - mean * mean));
      const threshold = mean * (1 + k * (sd / 128 - 1));
      out[y * w + x] = pixels[y * w + x]! <= threshold ? 0 : 255;
    }
  }
  return { width: w, height: h, pixels: out };
}
