import { describe, expect, it } from 'vitest';
import { ocrEngineNotice } from './engine-notice.ts';

const found = () => true;
const missing = () => false;

describe('the OCR engine line npm start prints', () => {
  it('names native tesseract when it is on PATH', () => {
    expect(ocrEngineNotice('auto', found)).toBe('OCR: native tesseract (found on PATH)');
  });

  it('names the embedded engine on a bare machine, with the command that installs the faster one', () => {
    const line = ocrEngineNotice('auto', missing);
    expect(line).toContain('embedded tesseract.js');
    expect(line).toContain('apt-get install tesseract-ocr tesseract-ocr-eng');
  });

  it('says when OCR_ENGINE forces one engine', () => {
    expect(ocrEngineNotice('tesseractjs', found)).toContain('OCR_ENGINE=tesseractjs');
    expect(ocrEngineNotice('native', missing)).toContain('the worker will not start');
  });
});
