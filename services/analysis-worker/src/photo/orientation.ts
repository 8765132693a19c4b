import type { GreyImage } from '../ocr/grey-image.ts';

/**
 * Turns a picture upright as its EXIF orientation says (1-8): 3 is upside down, 6 is to be turned a
 * quarter clockwise, 8 a quarter anticlockwise, and 2/4/5/7 are those mirrored.
 */
export function orient(image: GreyImage, orientation: number): GreyImage {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h, pixels: src } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // (sx, sy): the stored pixel shown at (x, y) once upright.
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2: sx = w - 1 - x; sy = y; break;
        case 3: sx = w - 1 - x; sy = h - 1 - y; break;
        case 4: sx = x; sy = h - 1 - y; break;
        case 5: sx = y; sy = x; break;
        case 6: sx = y; sy = h - 1 - x; break;
        case 7: sx = w - 1 - y; sy = h - 1 - x; break;
        default: sx = w - 1 - y; sy = x; break; // 8
      }
      out[y * width + x] = src[sy * w + sx]!;
    }
  }
  return { width, height, pixels: out };
}
