import { COULD_NOT_CONFIRM_ADVICE, costAmountText, ongoingTotalText, upfrontTotalText } from '@doco/contracts';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE } from '../../test/fixtures/documents.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { analyseWithEngine } from '../engine/default-engine.ts';
import { formatDate } from './format.ts';
import { DISCLAIMER, renderReport } from './render-report.ts';

describe('renderReport', () => {
  it('prints the summary, property details, costs in A$, every concern with its quote and page, and the disclaimer', async () => {
    const { result } = await analyseWithEngine({ pages: [{ number: 1, text: CONTRACT_PAGE }], fileName: 'contract.pdf' });
    const costs = result.comprehensivePropertyAnalysis.costs;
    expect(costs).not.toBeNull();
    const generatedAt = new Date('2026-03-03T02:00:00Z');

    const bytes = await renderReport({ documentName: 'Quokka Lane contract.pdf', pageCount: 1, generatedAt, result });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);

    expect(text).toContain('Quokka Lane contract.pdf');
    expect(text).toContain(formatDate(generatedAt));
    expect(text).toContain(`Overall risk: ${result.comprehensivePropertyAnalysis.buyerSummary.overallRisk.toUpperCase()}`);
    expect(text).toContain(`Address: ${result.comprehensivePropertyAnalysis.propertyDetails.address}`);
    expect(text).toContain(`Total upfront costs: ${upfrontTotalText(costs!)}`);
    expect(text).toContain(`Total ongoing costs (annual): ${ongoingTotalText(costs!)}`);
    // The document states no rates or water: they are not stated, never A$0.00.
    expect(text).toContain('Total ongoing costs (annual): Not stated in the document (council rates and water charges)');
    expect(text).toContain('Council rates: Not stated in the document (Recurring)');
    for (const item of costs!.breakdown) expect(text).toContain(`${item.category}: ${costAmountText(item.amount)}`);
    expect(result.concerns.length).toBeGreaterThan(0);
    for (const concern of result.concerns) {
      expect(text).toContain(concern.title.replace(/\s+/g, ' '));
      expect(text).toContain(`“${concern.context.replace(/\s+/g, ' ')}”`);
    }
    expect(text).toContain('Page 1 of the document');
    expect(text).toContain(DISCLAIMER);
    // Key dates: settlement is stated; cooling-off waits for the signing date.
    expect(text).toContain('Key dates');
    expect(text).toContain('15 June 2026 Settlement stated in the contract');
    expect(text).toContain('Date not known yet Cooling-off ends');
    expect(text).toContain('3 clear business days after signing (VIC)');
    // Every question for the vendor's solicitor, numbered.
    expect(result.vendorQuestions.length).toBeGreaterThan(0);
    expect(text).toContain("Questions for the vendor's solicitor");
    for (const [i, q] of result.vendorQuestions.entries()) expect(text).toContain(`${i + 1}. ${q.question}`);
    // Footer on every page.
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("lists what could not be confirmed after the concerns, with page, reason and advice, and nothing of it when there is none", async () => {
    // A form's numbered item with nothing under it on page 2: the engine cannot read its answer.
    const pages = [
      { number: 1, text: CONTRACT_PAGE },
      { number: 2, text: '3.3 Bushfire Prone Area\n' },
    ];
    const { result } = await analyseWithEngine({ pages, fileName: 'contract.pdf' });
    expect(result.couldNotConfirm).toEqual([{ kind: 'bushfire_prone_area', item: '3.3 Bushfire Prone Area', page: 2, reason: expect.any(String) }]);
    const [entry] = result.couldNotConfirm;
    const generatedAt = new Date('2026-03-03T02:00:00Z');

    const { text } = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result }));
    expect(text).toContain('Could not confirm (1)');
    expect(text).toContain(`1. 3.3 Bushfire Prone Area Page 2 · ${entry!.reason} ${COULD_NOT_CONFIRM_ADVICE}`);
    expect(text.indexOf('Could not confirm (1)')).toBeGreaterThan(text.indexOf(`Concerns (${result.concerns.length})`));
    expect(text.indexOf('Could not confirm (1)')).toBeLessThan(text.indexOf("Questions for the vendor's solicitor"));
    // Its kind is an internal key, never printed.
    expect(text).not.toContain('bushfire_prone_area');

    const none = await pdfText(await renderReport({ documentName: 'contract.pdf', pageCount: 2, generatedAt, result: { ...result, couldNotConfirm: [] } }));
    expect(none.text).not.toContain('Could not confirm');
    expect(none.text).not.toContain(COULD_NOT_CONFIRM_ADVICE);
  });
});
