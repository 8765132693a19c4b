import { describe, expect, it } from 'vitest';
import { pdfLeavesOutHidden } from './pdf-currency.ts';

describe('sharing the stored PDF only once it leaves out what the buyer hid', () => {
  const hiddenAt = new Date('2026-12-01T10:00:00.000Z');
  const rendered = (at: Date) => `reports/u1/a1-${at.getTime()}-1.pdf`;

  it('shares any stored PDF when nothing is hidden', () => {
    expect(pdfLeavesOutHidden('reports/u1/a1.pdf', null)).toBe(true);
  });

  it('shares a PDF rendered again after the newest hidden item, and not one rendered before it', () => {
    expect(pdfLeavesOutHidden(rendered(new Date(hiddenAt.getTime() + 1500)), hiddenAt)).toBe(true);
    expect(pdfLeavesOutHidden(rendered(new Date(hiddenAt.getTime() - 1)), hiddenAt)).toBe(false);
  });

  it('fails closed on the first PDF or a name it does not know', () => {
    expect(pdfLeavesOutHidden('reports/u1/a1.pdf', hiddenAt)).toBe(false);
    expect(pdfLeavesOutHidden('reports/u1/a1-latest.pdf', hiddenAt)).toBe(false);
  });
});
