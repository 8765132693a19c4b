import { describe, expect, it } from 'vitest';
import { CONTRACT_PAGE } from '../../test/fixtures/documents.ts';
import { pdfStructure } from '../../test/pdf-structure.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { analyseWithEngine } from '../engine/default-engine.ts';
import type { EngineResult } from '../engine/types.ts';
import { renderReport } from './render-report.ts';

// A report a buyer can trust at a glance (issue 26): titled with the address, sentences that end before
// the next begins, each entry once, each concern's level, key dates on one page, and tagged for screen readers.

const ADDRESS = '12 Quokka Lane, Ballarat Central VIC 3350';
const EASEMENT = {
  type: 'Sewerage easement E-1',
  description: 'Sewerage easement E-1, 2 m wide along the rear boundary, in favour of Central Highlands Water Limited',
  riskLevel: 'low' as const,
  impact: 'Limits where you can build: nothing may go over it without the authority consenting',
};

async function fixture(): Promise<EngineResult> {
  const { result } = await analyseWithEngine({ pages: [{ number: 1, text: CONTRACT_PAGE }], fileName: 'contract.pdf' });
  const cpa = result.comprehensivePropertyAnalysis;
  return {
    ...result,
    comprehensivePropertyAnalysis: {
      ...cpa,
      propertyDetails: { ...cpa.propertyDetails, address: ADDRESS },
      // The same easement is also one of the title's encumbrances.
      easements: [EASEMENT],
      encumbrances: [{ ...EASEMENT, type: 'Easement' }, { type: 'Mortgage', description: 'Mortgage to Wattle Mutual Bank Limited', riskLevel: 'low', impact: 'Released at settlement' }],
    },
  };
}

const render = (result: EngineResult, documentName = 'scan 0042 final.pdf') =>
  renderReport({ documentName, pageCount: 1, generatedAt: new Date('2026-03-03T02:00:00Z'), result });

describe('the PDF report a buyer can trust', () => {
  it("is titled with the property's address, the file's name second", async () => {
    const bytes = await render(await fixture());
    const { text } = await pdfText(bytes);
    const structure = await pdfStructure(bytes);
    expect(structure.title).toBe(ADDRESS);
    expect((await structure.textOf('H1'))[0]).toBe(ADDRESS);
    expect(text.indexOf(ADDRESS)).toBeLessThan(text.indexOf('Document: scan 0042 final.pdf'));
    expect(text).not.toContain('Property document report');
  });

  it("falls back to the file's name when the document gives no address", async () => {
    const result = await fixture();
    const noAddress = { ...result, comprehensivePropertyAnalysis: { ...result.comprehensivePropertyAnalysis, propertyDetails: { ...result.comprehensivePropertyAnalysis.propertyDetails, address: null } } };
    const structure = await pdfStructure(await render(noAddress));
    expect(structure.title).toBe('scan 0042 final.pdf');
    expect((await structure.textOf('H1'))[0]).toBe('scan 0042 final.pdf');
  });

  it('separates sentences and lists an entry given under two groups once', async () => {
    const { text } = await pdfText(await render(await fixture()));
    expect(text).toContain('Central Highlands Water Limited. Limits where you can build');
    expect(text).not.toMatch(/Water Limited Limits/);
    expect(text.split('in favour of Central Highlands Water Limited').length - 1).toBe(1);
    expect(text).toContain('Mortgage to Wattle Mutual Bank Limited. Released at settlement.');
  });

  it('shows each concern with its level in words', async () => {
    const result = await fixture();
    expect(result.concerns.length).toBeGreaterThan(0);
    const { text } = await pdfText(await render(result));
    for (const [i, concern] of result.concerns.entries()) {
      const level = result.comprehensivePropertyAnalysis.risks.find((r) => r.title === concern.title)?.severity;
      expect(level).toBeDefined();
      const words = `${level!.charAt(0).toUpperCase()}${level!.slice(1)} risk`;
      expect(text).toContain(`${i + 1}. ${concern.title} ${words} · `);
    }
  });

  it('is tagged: MarkInfo Marked, a structure tree with headings, lists and a table in reading order', async () => {
    const structure = await pdfStructure(await render(await fixture()));
    expect(structure.marked).toBe(true);
    const roles = structure.roles.flat();
    for (const role of ['Document', 'H1', 'Sect', 'H2', 'H3', 'P', 'L', 'LI', 'LBody', 'Table', 'TR', 'TH', 'TD']) expect(roles).toContain(role);
    const headings = await structure.textOf('H2');
    expect(headings.slice(0, 4)).toEqual(['Summary', 'Property details', 'Key dates', 'Costs']);
    expect(headings.at(-1)).toBe('Disclaimer');
    // The footers are artifacts: no structure element reads 'Page 1 of'.
    expect((await structure.textOf('P')).some((p) => /Page \d+ of \d+/.test(p))).toBe(false);
  });

  it('keeps the key dates table on one page wherever the page ends', async () => {
    const result = await fixture();
    const labels = result.keyDates.map((d) => d.label);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    // Longer and longer summaries move the table down the page, across the page end.
    for (let points = 0; points <= 36; points += 4) {
      const summary = { ...result.comprehensivePropertyAnalysis.buyerSummary, keyPoints: Array.from({ length: points }, (_, i) => `Key point number ${i + 1} about the land.`) };
      const structure = await pdfStructure(await render({ ...result, comprehensivePropertyAnalysis: { ...result.comprehensivePropertyAnalysis, buyerSummary: summary } }));
      const tables = await structure.textOf('Table');
      expect(tables, `with ${points} key points`).toHaveLength(1);
      for (const label of labels) expect(tables[0]).toContain(label);
    }
  });
});
