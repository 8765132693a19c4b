import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, pdfSafe, reportFilename } from './format.ts';

describe('report formatting', () => {
  it('formats integer cents as A$ with thousands separators', () => {
    expect(formatCents(123456)).toBe('A$1,234.56');
    expect(formatCents(0)).toBe('A$0.00');
    expect(formatCents(-500)).toBe('-A$5.00');
  });

  it('formats dates the Australian way', () => {
    expect(formatDate(new Date('2026-03-03T01:00:00Z'))).toBe('3 Mar 2026');
  });

  it('keeps Windows-1252 punctuation and folds what the standard fonts cannot print', () => {
    expect(pdfSafe('“Quote” – café')).toBe('“Quote” – café');
    expect(pdfSafe('a ≥ b → c ✓')).toBe('a >= b -> c Yes');
    expect(pdfSafe('ŝ汉')).toBe('s');
  });

  it('derives the report file name from the original name, never a path', () => {
    expect(reportFilename('Contract of Sale.pdf')).toBe('Contract of Sale - Doco report.pdf');
    expect(reportFilename('../../etc/passwd')).toBe('passwd - Doco report.pdf');
    expect(reportFilename('.docx')).toBe('Document - Doco report.pdf');
  });
});
