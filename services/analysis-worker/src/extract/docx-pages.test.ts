import { describe, expect, it } from 'vitest';
import { docxOfBody, wordParagraph } from '../../test/fixtures/build.ts';
import { analyseFile } from '../cli/analyze.ts';
import { extractDocx } from './docx.ts';

// Word's page starts, in the three ways a .docx records them, give the engine the document's pages.

const breakRun = '<w:r><w:br w:type="page"/></w:r>';
const para = (text: string) => wordParagraph(text);
const texts = async (body: string) => (await extractDocx(docxOfBody(body))).map((page) => [page.number, page.text]);

describe('DOCX pages', () => {
  it('starts a page at each explicit page break', async () => {
    const body = `${para('Cover sheet for the sale of 4 Banksia Rise')}${breakRun}${para('Second sheet text')}<w:p><w:r><w:t>Third</w:t></w:r>${breakRun}<w:r><w:t>sheet</w:t></w:r></w:p>`;
    expect(await texts(body)).toEqual([
      [1, 'Cover sheet for the sale of 4 Banksia Rise'],
      [2, 'Second sheet text\nThird'],
      [3, 'sheet'],
    ]);
  });

  it('starts a page at a paragraph that asks for one, and opens no empty page when the first one does', async () => {
    const body = `${wordParagraph('Title page', { props: '<w:pageBreakBefore/>' })}${para('Still the title page')}${wordParagraph('Schedule of items', { props: '<w:keepNext/><w:pageBreakBefore w:val="true"/>' })}${wordParagraph('Not a new page', { props: '<w:pageBreakBefore w:val="0"/>' })}`;
    expect(await texts(body)).toEqual([
      [1, 'Title page\nStill the title page'],
      [2, 'Schedule of items\nNot a new page'],
    ]);
  });

  it("takes Word's rendered page starts when it recorded them, counting an explicit break once", async () => {
    const rendered = (text: string) => `<w:p><w:r><w:lastRenderedPageBreak/><w:t>${text}</w:t></w:r></w:p>`;
    // Page 2 began where Word ran out of room (no break in the file); page 3 at an explicit break.
    const body = `${para('First sheet')}${rendered('Overflowed onto the second sheet')}${breakRun}${rendered('After the explicit break')}`;
    expect(await texts(body)).toEqual([
      [1, 'First sheet'],
      [2, 'Overflowed onto the second sheet'],
      [3, 'After the explicit break'],
    ]);
  });

  it('keeps a document without page breaks on page 1', async () => {
    expect(await texts(`${para('One')}${para('Two')}`)).toEqual([[1, 'One\nTwo']]);
  });

  it("gives a concern found on the third sheet the document's page 3", { timeout: 60_000 }, async () => {
    const body = [
      wordParagraph("Vendor's Statement under section 32 of the Sale of Land Act 1962", { style: 'Heading1' }),
      para('Land: 4 Banksia Rise, Castlemaine VIC 3450'),
      para('Vendor: Morgan Ellery Tate'),
      breakRun,
      para('1 Financial matters'),
      para('Council rates for the current year are $2,140.00.'),
      breakRun,
      para('3 Land use'),
      para('Planning scheme: Mount Alexander Planning Scheme'),
      para('Overlay: Heritage Overlay - Schedule 88 (HO88) applies to the land.'),
    ].join('');
    const { result, pages } = await analyseFile(docxOfBody(body), 'statement.docx', { ocrConcurrency: 1 });
    expect(pages).toBe(3);
    const heritage = result.concerns.find((concern) => /HO88/.test(concern.context));
    expect(heritage?.page).toBe(3);
    expect(heritage?.location).toMatch(/^Page 3\b/);
  });
});
