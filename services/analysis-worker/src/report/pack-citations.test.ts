// A pack's report (issue 28): every page it shows is cited in its file ("statement.pdf, page 1"), and
// the report names the pack's files; a single file's report keeps "Page n".
import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE } from '../../test/fixtures/documents.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { analyseWithEngine } from '../engine/default-engine.ts';
import { renderReport } from './render-report.ts';

const generatedAt = new Date('2026-03-03T02:00:00Z');
// A statement page written for this test: an item answered in the negative, and a mortgage to discharge.
const STATEMENT_PAGE = [
  'VENDOR STATEMENT',
  'Owners corporation: Not applicable',
  '',
  'REGISTER SEARCH STATEMENT',
  'ENCUMBRANCES',
  'MORTGAGE BQ550091 to Ironbark Mutual Ltd',
].join('\n');
const pages = [
  { number: 1, text: CONTRACT_PAGE },
  { number: 2, text: STATEMENT_PAGE },
];

describe("a pack's PDF report", () => {
  it('cites each quote by file and page, and lists the files', async () => {
    const pack = [
      { name: 'contract.pdf', pageCount: 1 },
      { name: 'statement.pdf', pageCount: 1 },
    ];
    const { result } = await analyseWithEngine({ pages, fileName: 'contract.pdf' }, { pack });
    expect(result.files).toEqual([
      { name: 'contract.pdf', firstPage: 1, pageCount: 1 },
      { name: 'statement.pdf', firstPage: 2, pageCount: 1 },
    ]);
    const mortgage = result.concerns.find((c) => c.kind === 'mortgage_to_discharge');
    expect(mortgage?.page).toBe(2);
    const { text } = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result }));
    expect(text).toContain('Documents: contract.pdf, statement.pdf');
    expect(text).toContain(`“${mortgage!.context}” statement.pdf, page 1`);
    const checked = result.checked.find((c) => c.page === 2);
    expect(checked).toBeTruthy();
    expect(text).toContain(`“${checked!.quote}” statement.pdf, page 1`);
    expect(text).not.toMatch(/Page 2 of the document/);
  });

  it('keeps "Page n of the document" for one file', async () => {
    const { result } = await analyseWithEngine({ pages, fileName: 'contract.pdf' });
    expect(result.files).toBeUndefined();
    const { text } = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result }));
    expect(text).toContain('Page 2 of the document');
    expect(text).not.toContain('statement.pdf');
  });
});
