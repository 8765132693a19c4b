import { readFileSync } from 'node:fs';
import { UPLOAD_REFUSALS } from '@doco/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { photoOfPage, withOrientation } from '../../test/fixtures/photo.ts';
import { hasNativeTesseract } from '../../test/native-tesseract.ts';
import { createNativeOcr } from '../ocr/native.ts';
import { createOcrPool } from '../ocr/pool.ts';
import { readDocument } from '../read/read-document.ts';
import { decodePhoto } from './decode-photo.ts';
import { measureSkew } from './deskew.ts';
import { PHOTO_MESSAGES } from './read-photo.ts';

// A photographed page goes the one reading path every document takes (readDocument), with the native
// OCR engine where it is on PATH (CI installs it) and the embedded tesseract.js elsewhere. The photos
// are made at test time (test/fixtures/photo.ts); the HEIC one is a committed 18 KB file, since no HEIC
// encoder is an npm package.

const ocr = hasNativeTesseract ? createNativeOcr({ size: 2 }) : createOcrPool({ size: 2 });
afterAll(() => ocr.terminate());

const LINES = ['CONTRACT OF SALE OF REAL ESTATE', 'Property: 14 Wattle Grove, Ballarat VIC 3350', 'Price: $612,000', 'The land is affected by an easement for drainage.'];
const read = (bytes: Buffer) => readDocument(bytes, { ocr, ocrConcurrency: 1 });
const textOf = async (bytes: Buffer) => (await read(bytes)).pages.map((p) => p.text).join('\n');

describe('a photographed page', () => {
  it('is read by OCR as one page, with its progress named', async () => {
    const progress: string[] = [];
    const result = await readDocument(photoOfPage(LINES), { ocr, ocrConcurrency: 1, onProgress: (stage, done, total, detail) => void progress.push(`${stage} ${done}/${total}${detail ? ` ${detail}` : ''}`) });
    expect(result).toMatchObject({ kind: 'image', ocrPages: 1 });
    expect(result.pages).toEqual([expect.objectContaining({ number: 1, source: 'ocr', ocrConfidence: expect.any(Number) })]);
    expect(result.pages[0]!.text).toContain('CONTRACT OF SALE OF REAL ESTATE');
    expect(result.pages[0]!.text).toContain('Price: $612,000');
    expect(progress).toContain('ocr 0/1 Reading photographed page');
  }, 60_000);

  it.each([-8, -3, 5])('turned %i degrees in the hand, in uneven light, is measured, levelled and read', async (skew) => {
    const photo = photoOfPage(LINES, { skew, shadow: true });
    expect(measureSkew(await decodePhoto(photo))).toBeCloseTo(skew, 0);
    const text = await textOf(photo);
    expect(text).toContain('Property: 14 Wattle Grove, Ballarat VIC 3350');
    expect(text).toContain('The land is affected by an easement for drainage.');
  }, 60_000);

  it.each([3, 6, 8] as const)('stored turned, with EXIF orientation %i, is turned upright before reading', async (orientation) => {
    const photo = photoOfPage(LINES, { orientation });
    const upright = await decodePhoto(photo);
    expect(upright.height).toBeGreaterThan(upright.width);
    expect(await textOf(photo)).toContain('CONTRACT OF SALE OF REAL ESTATE');
  }, 60_000);

  it('is read from a PNG and from an HEIC photo', async () => {
    expect(await textOf(photoOfPage(LINES, { format: 'png', skew: 2 }))).toContain('Price: $612,000');
    const heic = readFileSync(new URL('../../test/fixtures/photographed-page.heic', import.meta.url));
    const text = await textOf(heic);
    expect(text).toContain('VENDOR STATEMENT');
    expect(text).toContain('Rates: $2,140 a year');
  }, 60_000);
});

describe('a photo refused with the reason', () => {
  /** A real JPEG whose frame header claims width x height: the pixels are never decoded. */
  const claiming = (width: number, height: number) => {
    const jpeg = photoOfPage(['SMALL'], { width: 200 });
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const out = Buffer.from(jpeg);
    out.writeUInt16BE(height, frame + 5);
    out.writeUInt16BE(width, frame + 7);
    return out;
  };

  it('over 25 megapixels by its header, before decoding (a decompression bomb)', async () => {
    await expect(read(claiming(9000, 6000))).rejects.toThrow(UPLOAD_REFUSALS.photoTooLarge);
    await expect(read(claiming(65_000, 65_000))).rejects.toThrow(UPLOAD_REFUSALS.photoTooLarge);
    const png = photoOfPage(['SMALL'], { width: 200, format: 'png' });
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    await expect(read(png)).rejects.toThrow(UPLOAD_REFUSALS.photoTooLarge);
  });

  it('damaged: cut short, or its data scrambled', async () => {
    const jpeg = photoOfPage(LINES, { width: 400 });
    await expect(read(jpeg.subarray(0, 300))).rejects.toThrow(UPLOAD_REFUSALS.damagedPhoto);
    // Cut part-way through its picture: a decoder would draw the top half and say nothing.
    await expect(read(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).rejects.toThrow(UPLOAD_REFUSALS.damagedPhoto);
    const png = photoOfPage(LINES, { width: 400, format: 'png' });
    const scrambled = Buffer.from(png);
    scrambled.fill(0x5a, 60, 400);
    await expect(read(scrambled)).rejects.toThrow(UPLOAD_REFUSALS.damagedPhoto);
    const heic = readFileSync(new URL('../../test/fixtures/photographed-page.heic', import.meta.url));
    await expect(read(heic.subarray(0, 600))).rejects.toThrow(UPLOAD_REFUSALS.damagedPhoto);
  });

  it('with no text on it', async () => {
    await expect(read(photoOfPage([]))).rejects.toThrow(PHOTO_MESSAGES.noText);
  }, 60_000);

  it('keeps its EXIF orientation when the JPEG is rewritten', () => {
    // The fixture's own check: the segment it adds is what a phone writes (the header reader finds it).
    const photo = withOrientation(photoOfPage(['X'], { width: 100 }), 6);
    expect(photo.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe1]));
  });
});
