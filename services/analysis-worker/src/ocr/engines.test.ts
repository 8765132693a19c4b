// One contract for both OCR engines: the native tesseract binary (.ci/run and the Dockerfile install
// Debian's tesseract-ocr) and the embedded tesseract.js fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textGreyPixels, textImage } from '../../test/fixtures/build.ts';
import { hasNativeTesseract, nativeTesseractTitle } from '../../test/native-tesseract.ts';
import { encodePgm, resizeGrey, toGrey } from './grey-image.ts';
import { createOcrEngine } from './engine.ts';
import { createNativeOcr, nativeTesseractAvailable, readTsv } from './native.ts';
import { createOcrPool, type OcrEngine } from './pool.ts';

// The embedded engine's suite always runs; the native one wherever the binary is on PATH, and is
// reported as skipped, with the install command, where it is not (test/native-tesseract.ts).
const engines: Array<{ name: string; native: boolean; make: () => OcrEngine }> = [
  { name: nativeTesseractTitle('native tesseract'), native: true, make: () => createNativeOcr({ size: 2 }) },
  { name: 'tesseract.js', native: false, make: () => createOcrPool({ size: 2 }) },
];

for (const { name, native, make } of engines) {
  describe.skipIf(native && !hasNativeTesseract)(name, () => {
    let ocr: OcrEngine;
    beforeAll(() => {
      ocr = make();
    });
    afterAll(() => ocr?.terminate());

    it('reads the lines of a scanned page, one line per line, sure of a clean page', async () => {
      const { text, confidence } = await ocr.recognize(textImage(['CONTRACT OF SALE OF REAL ESTATE', 'PRICE $985,000', 'SETTLEMENT 30 JUNE 2026']));
      expect(confidence).toBeGreaterThanOrEqual(80);
      expect(confidence).toBeLessThanOrEqual(100);
      const lines = text.split('\n').filter(Boolean);
      expect(lines).toContain('CONTRACT OF SALE OF REAL ESTATE');
      expect(text).toMatch(/PRICE \$985,000/);
      expect(text).toMatch(/SETTLEMENT 30 JUNE 2026/);
    }, 60_000);

    it('reads a greyscale PGM page (how a scanned page is handed over), also shrunk and enlarged', async () => {
      const { width, height, rgba } = textGreyPixels(['VENDOR STATEMENT SECTION 32', 'LOT 7 ON PLAN OF SUBDIVISION 123456']);
      const grey = toGrey(width, height, 4, rgba);
      for (const scale of [1, 0.8, 1.3]) {
        const { text } = await ocr.recognize(encodePgm(resizeGrey(grey, scale)));
        expect(text, `scale ${scale}`).toContain('VENDOR STATEMENT SECTION 32');
        expect(text, `scale ${scale}`).toMatch(/LOT 7 ON PLAN OF SUBDIVISION 123456/);
      }
    }, 120_000);

    it('keeps pages apart when several are read at once', async () => {
      const pages = ['LOT 1 AREA 598 SQUARE METRES', 'LOT 2 AREA 612 SQUARE METRES', 'LOT 3 AREA 640 SQUARE METRES', 'LOT 4 AREA 701 SQUARE METRES'];
      const read = await Promise.all(pages.map((line) => ocr.recognize(textImage([line]))));
      read.forEach(({ text }, i) => {
        expect(text).toContain(pages[i]);
      });
    }, 120_000);

    it('rejects bytes that are not an image, and reads the next page as usual', async () => {
      await expect(ocr.recognize(Buffer.from('this is not an image at all'))).rejects.toThrow('not an image');
      // A PNG signature over garbage gets past the first check and fails in the engine itself.
      const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
      if (native) await expect(ocr.recognize(broken)).rejects.toThrow(/tesseract failed/);
      expect((await ocr.recognize(textImage(['STILL READING']))).text).toContain('STILL READING');
    }, 60_000);

    it('starts again after terminate()', async () => {
      await ocr.terminate();
      expect((await ocr.recognize(textImage(['AFTER A RESTART']))).text).toContain('AFTER A RESTART');
    }, 60_000);
  });
}

describe('choosing the engine', () => {
  it('auto takes the native binary when it is on PATH; tesseractjs forces the embedded one', async () => {
    const auto = createOcrEngine({ size: 1 });
    expect(auto.name).toBe(nativeTesseractAvailable() ? 'native' : 'tesseractjs');
    await auto.ocr.terminate();
    const embedded = createOcrEngine({ size: 1, engine: 'tesseractjs' });
    expect(embedded.name).toBe('tesseractjs');
    await embedded.ocr.terminate();
  });

  it('turns tesseract TSV into lines, dropping edge specks, and its words\' mean confidence', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '5\t1\t1\t1\t1\t1\t0\t0\t1\t1\t20\t:',
      '5\t1\t1\t1\t1\t2\t0\t0\t1\t1\t96\tPRICE:',
      '5\t1\t1\t1\t1\t3\t0\t0\t1\t1\t95\t$985,000',
      '5\t1\t1\t1\t2\t1\t0\t0\t1\t1\t93\tDeposit',
      '5\t1\t2\t1\t1\t1\t0\t0\t1\t1\t91\tNext',
    ].join('\n');
    // The speck's 20 is not a word read: (96 + 95 + 93 + 91) / 4.
    expect(readTsv(tsv)).toEqual({ text: 'PRICE: $985,000\nDeposit\n\nNext', confidence: 94 });
  });
});
