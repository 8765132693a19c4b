import { describe, expect, it } from 'vitest';
import { citeLocation, citePage } from './api/pack-files.ts';

const files = [
  { name: 'contract.pdf', firstPage: 1, pageCount: 4 },
  { name: 'section 32.pdf', firstPage: 5, pageCount: 6 },
];

describe("a pack's page references", () => {
  it('cite the file and its own page; one file keeps "Page n"', () => {
    expect(citePage(files, 7)).toBe('section 32.pdf, page 3');
    expect(citePage(undefined, 7)).toBe('Page 7');
  });

  it('rewrite a place the report writes, keeping what follows the page', () => {
    expect(citeLocation(files, 'Page 6, Special conditions')).toBe('section 32.pdf, page 2, Special conditions');
    expect(citeLocation(files, 'page 2')).toBe('contract.pdf, page 2');
    expect(citeLocation(files, 'Page 40')).toBe('Page 40');
    expect(citeLocation(null, 'Page 6, Special conditions')).toBe('Page 6, Special conditions');
    expect(citeLocation([files[0]!], 'Page 2')).toBe('Page 2');
  });
});
