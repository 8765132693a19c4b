import { describe, expect, it } from 'vitest';
import { docx, textPdf, utf16 } from '../../test/fixtures/build.ts';
import { detectKind } from './detect-kind.ts';

describe('detectKind', () => {
  it('recognises a PDF by its header, even after a short preamble', async () => {
    const pdf = await textPdf(['hello']);
    expect(detectKind(pdf)).toBe('pdf');
    expect(detectKind(Buffer.concat([Buffer.from('junk\r\n'), pdf]))).toBe('pdf');
  });

  it('recognises a DOCX as a zip with word/ parts, and refuses any other zip', () => {
    expect(detectKind(docx({ heading: 'H', paragraphs: ['p'] }))).toBe('docx');
    const otherZip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('xl/workbook.xml')]);
    expect(detectKind(otherZip)).toBeNull();
  });

  it('recognises text in UTF-8 and UTF-16, and refuses binary data', () => {
    expect(detectKind(Buffer.from('Vendor: A. Person\nPrice: $1\n'))).toBe('txt');
    expect(detectKind(utf16('Vendor: A. Person', 'le'))).toBe('txt');
    expect(detectKind(utf16('Vendor: A. Person', 'be'))).toBe('txt');
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
    expect(detectKind(exe)).toBeNull();
  });

  it('ignores what the name says: a PDF named .txt is still a PDF', async () => {
    // detectKind never sees the name at all; this is the contract the pipeline relies on.
    expect(detectKind(await textPdf(['renamed']))).toBe('pdf');
  });
});
