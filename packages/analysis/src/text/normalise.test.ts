import { describe, expect, it } from 'vitest';
import { normaliseWhitespace, titleCaseIfUpper, toScanForm } from './normalise.ts';

describe('toScanForm', () => {
  it('keeps length and fixes OCR confusions in numbers and words', () => {
    const raw = 'Price $6l,5OO on 2O/O4/2O26 - Over1ay HO1632 SBO1 lot 9';
    const scan = toScanForm(raw);
    expect(scan.length).toBe(raw.length);
    expect(scan).toBe('Price $61,500 on 20/04/2026 - Overlay HO1632 SBO1 lot 9');
  });
  it('reads O and l after a thousands separator or decimal point as digits', () => {
    expect(toScanForm('PRICE: $742,OOO.OO and $61O.OO per quarter')).toBe('PRICE: $742,000.00 and $610.00 per quarter');
    expect(toScanForm('Lot 1, Oak Street. Owners')).toBe('Lot 1, Oak Street. Owners');
  });
  it('maps typographic punctuation to ASCII', () => {
    expect(toScanForm('Vendor\u2019s \u2013 statement')).toBe("Vendor's - statement");
  });
  it('leaves ordinary words and codes alone', () => {
    const raw = 'Lot 1 on PS733019B, 42nd day, 1st May, GRZ1, E-1, Volume 09611';
    expect(toScanForm(raw)).toBe(raw);
  });
});

describe('helpers', () => {
  it('normalises whitespace', () => {
    expect(normaliseWhitespace('  a\n\n b\t c ')).toBe('a b c');
  });
  it('title-cases only upper-case text', () => {
    expect(titleCaseIfUpper('BANK OF QUEENSLAND LTD')).toBe('Bank of Queensland Ltd');
    expect(titleCaseIfUpper('Bank Australia Limited')).toBe('Bank Australia Limited');
  });
});
