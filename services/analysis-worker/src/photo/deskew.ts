import { type GreyImage, resizeGrey } from '../ocr/grey-image.ts';
import { binarise } from './threshold.ts';

// A phone photo of a page is rarely square to the page. Tesseract reads a line of text best when it
// runs level, so the page's skew is measured and turned back before OCR.

/** Skews beyond this are not searched (a page turned further is a photo to take again). */
const MAX_SKEW = 20;
/** Below this the page is read as it is: turning it would only blur it. */
const MIN_TURN = 0.3;

/**
 * The angle (degrees, clockwise positive in image coordinates) along which the page's lines of text
 * run: the angle whose projection of the dark pixels onto its normal is sharpest (lines and the gaps
 * between them give tall peaks and empty rows). Searched on a copy about 1,000 px across.
 */
export function measureSkew(image: GreyImage): number {
  const small = resizeGrey(image, Math.min(1, 1000 / Math.max(image.width, image.height)));
  const ink = binarise(small);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if (ink.pixels[y * ink.width + x] === 0) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const span = ink.width + ink.height;
  const bins = new Float64Array(2 * span + 1);
  const sharpness = (degrees: number) => {
    const a = (degrees * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round(-xs[i]! * sin + ys[i]! * cos) + span]! += 1;
    let sum = 0;
    for (const count of bins) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let score = -1;
    for (let d = from; d <= to + 1e-9; d += step) {
      const s = sharpness(d);
      if (s > score) [angle, score] = [d, s];
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
  return Math.round(best(coarse - 0.5, coarse + 0.5, 0.1) * 10) / 10;
}

/** Turns the picture by `degrees` (clockwise positive, image coordinates) about its centre; new corners are white. */
export function rotateGrey(image: GreyImage, degrees: number): GreyImage {
  const a = (degrees * Math.PI) / 180;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  const { width: sw, height: sh, pixels: src } = image;
  const width = Math.ceil(Math.abs(sw * cos) + Math.abs(sh * sin));
  const height = Math.ceil(Math.abs(sw * sin) + Math.abs(sh * cos));
  const out = new Uint8Array(width * height).fill(255);
  const [cx, cy, scx, scy] = [width / 2, height / 2, sw / 2, sh / 2];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The source point that lands here: the inverse turn.
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const fx = dx * cos + dy * sin + scx - 0.5;
      const fy = -dx * sin + dy * cos + scy - 0.5;
      if (fx < 0 || fy < 0 || fx > sw - 1 || fy > sh - 1) continue;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const wx = fx - x0;
      const wy = fy - y0;
      const top = src[y0 * sw + x0]! * (1 - wx) + src[y0 * sw + x1]! * wx;
      const bottom = src[y1 * sw + x0]! * (1 - wx) + src[y1 * sw + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, pixels: out };
}

/** The page turned level, and the angle it was turned back from. */
export function deskew(image: GreyImage): { image: GreyImage; skew: number } {
  const skew = measureSkew(image);
  return Math.abs(skew) < MIN_TURN ? { image, skew } : { image: rotateGrey(image, -skew), skew };
}
