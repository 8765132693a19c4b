// The PDF report's "Checked" section, and one level per item: for the same item the concern, the title
// and planning rows and the results view (alignTabs) give one level, and no row is printed twice.
import { alignTabs } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE } from '../../test/fixtures/documents.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { analyseWithEngine } from '../engine/default-engine.ts';
import { renderReport } from './render-report.ts';

const generatedAt = new Date('2026-03-03T02:00:00Z');
// A statement page written for this test: items answered in the negative, a mortgage to discharge and a covenant.
const STATEMENT_PAGE = [
  'VENDOR STATEMENT',
  'Owners corporation: Not applicable',
  'Caveats: nil.',
  '',
  'REGISTER SEARCH STATEMENT',
  'ENCUMBRANCES',
  'MORTGAGE AX771234K to Granite Ridge Bank Ltd',
  'COVENANT 2233445 The registered proprietor must not build more than one dwelling on the lot.',
].join('\n');

describe('the PDF report', () => {
  it('prints what the document clears under "Checked", each with its quote and page, and nothing when there is none', async () => {
    const pages = [
      { number: 1, text: CONTRACT_PAGE },
      { number: 2, text: STATEMENT_PAGE },
    ];
    const { result } = await analyseWithEngine({ pages, fileName: 'contract.pdf' });
    const oc = result.checked.find((c) => c.kind === 'oc_special_levy');
    expect(oc).toMatchObject({ title: 'No owners corporation', quote: 'Owners corporation: Not applicable', page: 2 });

    const { text } = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result }));
    expect(text).toContain(`Checked (${result.checked.length}) What was checked and is fine`);
    for (const [i, entry] of result.checked.entries()) expect(text).toContain(`${i + 1}. ${entry.title} “${entry.quote}” Page ${entry.page} of the document`);
    // After the concerns, never one of them; its kind is an internal key, never printed.
    expect(text.indexOf('Checked (')).toBeGreaterThan(text.indexOf(`Concerns (${result.concerns.length})`));
    expect(text).not.toContain('oc_special_levy');

    const none = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result: { ...result, checked: [] } }));
    expect(none.text).not.toContain('Checked (');
  });

  it("gives each item one level (the concern's), in the concerns and in title and planning, and prints each row once", async () => {
    const pages = [
      { number: 1, text: CONTRACT_PAGE },
      { number: 2, text: STATEMENT_PAGE },
    ];
    const { result } = await analyseWithEngine({ pages, fileName: 'contract.pdf' });
    const mortgage = result.concerns.find((c) => c.kind === 'mortgage_to_discharge');
    const covenant = result.concerns.find((c) => c.kind === 'restrictive_covenant');
    expect(mortgage && covenant).toBeTruthy();
    const { text } = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result }));
    const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    for (const c of result.concerns) expect(text).toContain(`${c.title} ${cap(c.severity)} risk ·`);
    // The tabs' rows as the results view shows them are the rows printed, at the concern's level.
    const shown = alignTabs(result.comprehensivePropertyAnalysis, result.concerns);
    const mortgageRow = shown.encumbrances.find((e) => e.type === 'Mortgage');
    expect(mortgageRow?.riskLevel).toBe(mortgage!.severity);
    expect(text).toContain(`Encumbrance: Mortgage (${mortgage!.severity} risk)`);
    expect(text.match(/Restrictive covenant \((?:low|medium|high|critical) risk\)/g)).toEqual([`Restrictive covenant (${covenant!.severity} risk)`]);
  });
});
