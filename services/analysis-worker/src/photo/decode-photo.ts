/// <reference path="./decoders.d.ts" />
import { MAX_PHOTO_PIXELS, readPhotoHeader, UPLOAD_REFUSALS, type PhotoHeader } from '@doco/contracts';
import { crc32 } from 'node:zlib';
import { createCanvas, Image } from '@napi-rs/canvas';
import type heicDecode from 'heic-decode';
import type { GreyImage } from '../ocr/grey-image.ts';
import { DocumentError } from '../pipeline/errors.ts';
import { orient } from './orientation.ts';
import { PAGE_MAX_LONG_SIDE } from './prepare-page.ts';

// A photographed page decoded to 8-bit grey, in the sandbox child that reads documents. The pixel size
// is taken from the header and checked before anything is decoded (a small file can claim a picture of
// gigabytes). JPEG and PNG are decoded by Skia (@napi-rs/canvas, the addon pdf.js already draws pages
// with in this child) and drawn straight to the size OCR reads: a 24 MP phone photo peaks near 400 MB
// there, where pure-JavaScript jpeg-js took 660 MB, past the child's 512 MB ceiling. HEIC is decoded
// by libheif as wasm (heic-decode), loaded when a HEIC arrives.

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

/**
 * Skia draws what it can of a cut or scrambled file (the rest grey) and says nothing, so the structure
 * is checked first: a JPEG's end marker after its first scan (byte stuffing keeps it out of the scan
 * data; a thumbnail's comes before), and every PNG chunk's CRC up to IEND.
 */
function isComplete(bytes: Uint8Array, header: PhotoHeader): boolean {
  if (header.kind === 'jpeg') {
    if (header.scanAt === undefined) return false;
    for (let at = bytes.length - 2; at > header.scanAt; at--) if (bytes[at] === 0xff && bytes[at + 1] === 0xd9) return true;
    return false;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IEND') return true;
    at = end;
  }
  return false;
}

/** The bytes with the EXIF orientation entry's tag blanked: Skia then draws the picture as stored, and `orient` turns it. */
function asStored(bytes: Uint8Array, header: PhotoHeader): Buffer {
  const copy = Buffer.from(bytes);
  if (header.orientationEntryAt !== undefined) copy.fill(0, header.orientationEntryAt, header.orientationEntryAt + 2);
  return copy;
}

/** A JPEG or PNG decoded by Skia and drawn at most PAGE_MAX_LONG_SIDE px long, on white (a transparent pixel is paper). */
function decodeWithSkia(bytes: Uint8Array, header: PhotoHeader): GreyImage {
  if (!isComplete(bytes, header)) throw damaged();
  const image = new Image();
  try {
    image.src = asStored(bytes, header);
  } catch (error) {
    throw damaged(error);
  }
  if (!image.complete || image.width < 1 || image.height < 1) throw damaged();
  // The decoded size must be the header's: a second frame header cannot smuggle in a larger picture.
  checkPixels(image.width, image.height);
  const scale = Math.min(1, PAGE_MAX_LONG_SIDE / Math.max(image.width, image.height));
  const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  // A phone stores the sensor's picture and says in EXIF how to turn it upright: Skia was handed it as
  // stored (asStored), so it is turned here, once.
  return orient(greyOf(canvas.width, canvas.height, 4, data), header.kind === 'jpeg' ? (header.orientation ?? 1) : 1);
}

async function decodeHeic(bytes: Uint8Array): Promise<GreyImage> {
  // Loaded for a HEIC only: libheif compiles its wasm as it loads, which no other document needs.
  const { default: heic } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heic.all({ buffer: bytes });
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
  return decodeWithSkia(bytes, header);
}
