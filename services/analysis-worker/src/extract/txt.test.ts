import { describe, expect, it } from 'vitest';
import { utf16 } from '../../test/fixtures/build.ts';
import { decodeText, extractTxt } from './txt.ts';

const SAMPLE = 'Vendor’s statement – café at 12 Quokka Lane';

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(Buffer.from(SAMPLE, 'utf8'))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('reads UTF-16 LE and BE by their BOM, and LE without one', () => {
    expect(decodeText(utf16(SAMPLE, 'le'))).toEqual({ text: SAMPLE, encoding: 'utf-16le' });
    expect(decodeText(utf16(SAMPLE, 'be'))).toEqual({ text: SAMPLE, encoding: 'utf-16be' });
    expect(decodeText(Buffer.from(SAMPLE, 'utf16le')).text).toBe(SAMPLE);
  });

  it('falls back to windows-1252 when the bytes are not UTF-8', () => {
    // 0x92 = right single quote, 0x96 = en dash, 0xe9 = é in windows-1252.
    const bytes = Buffer.from([...Buffer.from('Vendor'), 0x92, ...Buffer.from('s statement '), 0x96, ...Buffer.from(' caf'), 0xe9]);
    expect(decodeText(bytes)).toEqual({ text: 'Vendor’s statement – café', encoding: 'windows-1252' });
  });
});

describe('extractTxt', () => {
  it('is one page without form feeds, and splits pages on form feeds', () => {
    expect(extractTxt(Buffer.from('a\r\nb'))).toEqual([{ number: 1, text: 'a\nb', source: 'text' }]);
    expect(extractTxt(Buffer.from('one\ftwo\f')).map((p) => [p.number, p.text])).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });
});
