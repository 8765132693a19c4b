import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ocrEngineLine } from './ocr-notice.ts';

// The worker's own script answers, as npm start asks it: a PATH with nothing on it is a machine
// without tesseract.
const emptyDir = mkdtempSync(join(tmpdir(), 'doco-no-tesseract-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));
const bare = { ...process.env, PATH: emptyDir, OCR_ENGINE: undefined };

describe('the OCR engine line of npm start', () => {
  it('on a machine without tesseract names the embedded engine and the command that installs the faster one', () => {
    const line = ocrEngineLine(bare);
    expect(line).toMatch(/^OCR: embedded tesseract\.js/);
    expect(line).toContain('apt-get install tesseract-ocr tesseract-ocr-eng');
  });

  it('says what is wrong with a bad OCR_ENGINE instead of a stack', () => {
    const line = ocrEngineLine({ ...bare, OCR_ENGINE: 'fastest' });
    expect(line).toContain('OCR_ENGINE');
    expect(line).not.toContain('    at ');
  });
});
