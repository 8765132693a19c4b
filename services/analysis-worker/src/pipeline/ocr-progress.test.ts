import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { imageOnlyPdf } from '../../test/fixtures/build.ts';
import { extractPdfText } from '../extract/pdf.ts';
import { openPdf } from '../extract/pdfjs.ts';
import { createOcrEngine } from '../ocr/engine.ts';
import { ocrStep } from './steps/ocr.ts';

const { ocr } = createOcrEngine({ size: 1 });
afterAll(() => ocr.terminate());

describe('the OCR step', () => {
  it("reports each scanned page it reads: 'Reading scanned page n of N', the bar moving with it", async () => {
    const opened = await openPdf(await imageOnlyPdf([1, 2, 3].map((n) => [`PAGE ${n} OF THE SCANNED VENDOR STATEMENT`, 'THE LAND IS IN THE GENERAL RESIDENTIAL ZONE'])));
    try {
      const pages = await extractPdfText(opened.doc);
      const reports: Array<[string, number, string | undefined]> = [];
      const ctx = {
        analysisId: 'a',
        logger: pino({ level: 'silent' }),
        report: async (stage: string, progress: number, detail?: string) => void reports.push([stage, Math.round(progress), detail]),
        defer: () => {},
      };
      const out = await ocrStep({ ocr, concurrency: 1 }).run({ pages, pdf: opened.doc }, ctx as never);
      expect(out.ocrPages).toBe(3);
      const details = reports.map(([, , d]) => d).filter(Boolean);
      expect([...new Set(details)]).toEqual(['Reading scanned page 1 of 3', 'Reading scanned page 2 of 3', 'Reading scanned page 3 of 3']);
      const values = reports.map(([, v]) => v);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values.at(-1)).toBe(60);
      expect(reports.at(-1)?.[2]).toBeUndefined();
    } finally {
      await opened.close();
    }
  }, 60_000);
});
