// A scan page's picture as 8-bit grey, handed to OCR as a binary PGM (P5): one byte per pixel and a
// short header, so no canvas, no RGBA copy and no PNG encoding sit between pdf.js's decoded image and
// tesseract. Both engines read PNM (leptonica). This is what keeps a 50-page scan's reading child small.

export interface GreyImage {
  width: number;
  height: number;
  /** width * height bytes, row by row, 0 = black. */
  pixels: Uint8Array;
}

/** pdf.js decoded RGB (3 bytes/pixel) or RGBA (4) -> grey (ITU-R BT.601 luma). */
export function toGrey(width: number, height: number, channels: 3 | 4, data: Uint8Array | Uint8ClampedArray): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let from = 0, to = 0; to < pixels.length; from += channels, to++) {
    pixels[to] = (299 * data[from]! + 587 * data[from + 1]! + 114 * data[from + 2]!) / 1000;
  }
  return { width, height, pixels };
}

/**
 * Resizes by `scale`: an area average when shrinking (every source pixel counts, so thin table rules
 * survive), bilinear when enlarging. Linear in the pixels of the larger image.
 */
export function resizeGrey(image: GreyImage, scale: number): GreyImage {
  if (Math.abs(scale - 1) < 0.01) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const out = new Uint8Array(width * height);
  const { pixels: src, width: sw, height: sh } = image;
  if (scale < 1) {
    const sums = new Float64Array(width * height);
    const counts = new Float64Array(width * height);
    const xs = new Int32Array(sw);
    for (let x = 0; x < sw; x++) xs[x] = Math.min(width - 1, Math.floor(x * scale));
    for (let y = 0; y < sh; y++) {
      const row = Math.min(height - 1, Math.floor(y * scale)) * width;
      for (let x = 0; x < sw; x++) {
        sums[row + xs[x]!]! += src[y * sw + x]!;
        counts[row + xs[x]!]! += 1;
      }
    }
    for (let i = 0; i < out.length; i++) out[i] = counts[i]! ? sums[i]! / counts[i]! : 255;
    return { width, height, pixels: out };
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, y / scale);
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(sw - 1, x / scale);
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = fx - x0;
      const top = src[y0 * sw + x0]! * (1 - wx) + src[y0 * sw + x1]! * wx;
      const bottom = src[y1 * sw + x0]! * (1 - wx) + src[y1 * sw + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, pixels: out };
}

/** Binary PGM (P5, maxval 255). */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.pixels]);
}
