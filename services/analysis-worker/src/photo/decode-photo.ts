import { MAX_PHOTO_PIXELS, readPhotoHeader, UPLOAD_REFUSALS, type PhotoHeader } from '@doco/contracts';
import heicDecode from 'heic-decode';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { GreyImage } from '../ocr/grey-image.ts';
import { DocumentError } from '../pipeline/errors.ts';
import { orient } from './orientation.ts';

// A photographed page decoded to 8-bit grey, in the sandbox child that reads documents. The pixel size
// is taken from the header and checked before anything is decoded (a small file can claim a picture of
// gigabytes); the decoders are pure JavaScript (jpeg-js, pngjs) or wasm (libheif through heic-decode).

/** jpeg-js's own ceiling on what one decode allocates, MB: above a 40 MP picture's RGB and its planes. */
const JPEG_MEMORY_MB = 400;

const damaged = (cause?: unknown) => new DocumentError(UPLOAD_REFUSALS.damagedPhoto, { cause });

function checkPixels(width: number | undefined, height: number | undefined): asserts width is number {
  if (width === undefined || height === undefined || width < 1 || height < 1) throw damaged();
  if (width * height > MAX_PHOTO_PIXELS) throw new DocumentError(UPLOAD_REFUSALS.photoTooLarge);
}

/** RGB or RGBA -> grey (BT.601 luma); a transparent pixel is white paper, never black. */
function greyOf(width: number, height: number, channels: 3 | 4, data: Uint8Array | Uint8ClampedArray): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let from = 0, to = 0; to < pixels.length; from += channels, to++) {
    const luma = (299 * data[from]! + 587 * data[from + 1]! + 114 * data[from + 2]!) / 1000;
    const alpha = channels === 4 ? data[from + 3]! / 255 : 1;
    pixels[to] = luma * alpha + 255 * (1 - alpha);
  }
  return { width, height, pixels };
}

function decodeJpeg(bytes: Uint8Array, header: PhotoHeader): GreyImage {
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_PHOTO_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_MEMORY_MB,
    });
  } catch (error) {
    throw damaged(error);
  }
  // A phone stores the sensor's picture and says in EXIF how to turn it upright.
  return orient(greyOf(decoded.width, decoded.height, 3, decoded.data), header.orientation ?? 1);
}

function decodePng(bytes: Uint8Array): GreyImage {
  try {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return greyOf(png.width, png.height, 4, png.data);
  } catch (error) {
    throw damaged(error);
  }
}

async function decodeHeic(bytes: Uint8Array): Promise<GreyImage> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch (error) {
    throw damaged(error);
  }
  try {
    const primary = images[0];
    if (!primary) throw damaged();
    // libheif reports the size (tiles joined, rotation applied) before decoding any pixel.
    checkPixels(primary.width, primary.height);
    const { width, height, data } = await primary.decode().catch((error: unknown) => {
      throw damaged(error);
    });
    return greyOf(width, height, 4, data);
  } finally {
    images.dispose();
  }
}

/** The photo upright, in grey. Throws a DocumentError the buyer reads for a damaged or oversized photo. */
export async function decodePhoto(bytes: Uint8Array): Promise<GreyImage> {
  const header = readPhotoHeader(bytes);
  if (!header) throw new DocumentError(UPLOAD_REFUSALS.type);
  if (header.kind === 'heic') {
    if (header.width !== undefined && header.height !== undefined) checkPixels(header.width, header.height);
    return decodeHeic(bytes);
  }
  checkPixels(header.width, header.height);
  return header.kind === 'jpeg' ? decodeJpeg(bytes, header) : decodePng(bytes);
}
