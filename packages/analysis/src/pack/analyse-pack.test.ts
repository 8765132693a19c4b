import { describe, expect, it } from 'vitest';
import { citePage } from '@doco/contracts';
import { analyseDocument } from '../analyse.ts';
import { analysePack } from './analyse-pack.ts';

const contract = ['CONTRACT OF SALE OF LAND\nVendor: Marigold Estate Pty Ltd\nPrice: $640,000\nDeposit: $64,000', 'Settlement: 60 days after the day of sale'];
const title = ['REGISTER SEARCH STATEMENT\nVolume 12001 Folio 333\nREGISTERED PROPRIETOR\nMARIGOLD ESTATE PTY LTD'];
const pages = (texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));

describe('a pack of files', () => {
  it('reads as the same pages in one file would, and says which file each page came from', () => {
    const pack = analysePack({ files: [{ name: 'contract.pdf', pages: pages(contract) }, { name: 'title.pdf', pages: pages(title) }] });
    const single = analyseDocument({ fileName: 'all.pdf', pages: pages([...contract, ...title]) });
    expect(pack.facts).toEqual(single.facts);
    expect(pack.files).toEqual([
      { name: 'contract.pdf', firstPage: 1, pageCount: 2 },
      { name: 'title.pdf', firstPage: 3, pageCount: 1 },
    ]);
    expect(citePage(pack.files, 3)).toBe('title.pdf, page 1');
    expect(citePage(pack.files, 2)).toBe('contract.pdf, page 2');
  });

  it('a pack of one file is that file: no file list, pages cited as the file\'s own', () => {
    const pack = analysePack({ files: [{ name: 'contract.pdf', pages: pages(contract) }] });
    expect(pack.files).toBeUndefined();
    expect(citePage(pack.files, 2)).toBe('Page 2');
  });
});
