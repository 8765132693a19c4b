import { readFileSync } from 'node:fs';
import { UPLOAD_REFUSALS } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { photoOfPage } from '../../test/fixtures/photo.ts';
import { hasNativeTesseract, nativeTesseractTitle } from '../../test/native-tesseract.ts';
import { runInSandbox } from '../sandbox/run.ts';

// Photos are decoded where PDFs are read: in the sandbox child, under Node's permission model, with no
// network and no secrets (sandbox/launch.ts). The decoders (jpeg-js, pngjs, libheif's wasm) must work
// there, and a refusal must come back as the buyer's message.

// The native engine where it is on PATH (CI installs it), else the embedded one; the native engine's
// own case is reported as skipped, with the install command, where the binary is missing.
const available = hasNativeTesseract ? 'native' : 'tesseractjs';
const read = (bytes: Buffer, ocrEngine: 'native' | 'tesseractjs' = available) => runInSandbox({ task: 'read', bytes, ocrConcurrency: 1, ocrEngine });
const LINES = ['SECTION 32 STATEMENT', 'Outgoings: council rates $1,980 a year'];

describe('a photographed page in the sandbox child', () => {
  it.each(hasNativeTesseract ? (['native', 'tesseractjs'] as const) : (['tesseractjs'] as const))('is read from a JPEG turned in the hand, with %s OCR', async (engine) => {
    const result = await read(photoOfPage(LINES, { skew: 4, orientation: 6, shadow: true }), engine);
    expect(result).toMatchObject({ kind: 'image', ocrPages: 1 });
    expect(result.pages[0]?.text).toContain('SECTION 32 STATEMENT');
    expect(result.pages[0]?.text).toContain('Outgoings: council rates $1,980 a year');
  }, 120_000);

  it('is read from an HEIC photo (libheif as wasm) and a PNG', async () => {
    const heic = await read(readFileSync(new URL('../../test/fixtures/photographed-page.heic', import.meta.url)));
    expect(heic.pages[0]?.text).toContain('No notice of any road widening has been received.');
    const png = await read(photoOfPage(LINES, { format: 'png' }));
    expect(png.pages[0]?.text).toContain('SECTION 32 STATEMENT');
  }, 120_000);

  // With the native engine: the ceiling is measured for it (tesseract.js holds more of the image itself).
  it.skipIf(!hasNativeTesseract)(nativeTesseractTitle('reads a 24 megapixel phone photo, JPEG and HEIC, within the child memory ceiling'), async () => {
    const result = await read(photoOfPage(LINES, { width: 4284, orientation: 6 }));
    expect(result.pages[0]?.text).toContain('Outgoings: council rates $1,980 a year');
    // 4284 x 5569, made by libheif's heif-enc from a generated page (26 KB: a plain page compresses well).
    const heic = await read(readFileSync(new URL('../../test/fixtures/photographed-page-24mp.heic', import.meta.url)));
    expect(heic.pages[0]?.text).toContain('Rates: $2,140 a year');
  }, 180_000);

  it('refuses an oversized or damaged photo with the message the buyer reads', async () => {
    const png = photoOfPage(['SMALL'], { width: 200, format: 'png' });
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    await expect(read(png)).rejects.toThrow(UPLOAD_REFUSALS.photoTooLarge);
    await expect(read(photoOfPage(LINES).subarray(0, 500))).rejects.toThrow(UPLOAD_REFUSALS.damagedPhoto);
  }, 60_000);
});
