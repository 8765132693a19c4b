import { type GreyImage, resizeGrey } from '../ocr/grey-image.ts';
import { deskew } from './deskew.ts';
import { binarise } from './threshold.ts';

// A page read from a phone photo: about 250-300 dpi across an A4 page's long side is what tesseract reads
// best; a smaller photo is enlarged towards it, a larger one shrunk (which also bounds OCR's time).
const MIN_LONG_SIDE = 2000;
export const PAGE_MAX_LONG_SIDE = 3200;

/** The photo scaled for OCR, turned level and made black and white; and the skew it was turned back from. */
export function preparePage(photo: GreyImage): { page: GreyImage; skew: number } {
  const long = Math.max(photo.width, photo.height);
  const scale = long > PAGE_MAX_LONG_SIDE ? PAGE_MAX_LONG_SIDE / long : long < MIN_LONG_SIDE ? MIN_LONG_SIDE / long : 1;
  const { image, skew } = deskew(resizeGrey(photo, scale));
  // A window of about two lines of text at this size: larger than a letter, so a letter's own ink never
  // sets its threshold, and smaller than the light's change across the page.
  return { page: binarise(image, { window: Math.round(Math.max(image.width, image.height) / 20) | 1 }), skew };
}
