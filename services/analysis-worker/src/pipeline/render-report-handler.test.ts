import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, readStored, seedDocument, type Harness } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { HIDDEN_FACT } from '../report/without-hidden.ts';
import { analyseDocumentHandler } from './handler.ts';
import { renderReportHandler } from './render-report-handler.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const render = () => renderReportHandler({ db: h.db, storage: h.storage, logger: h.logger });
const report = (analysisId: string) => h.db.selectFrom('reports').selectAll().where('analysisId', '=', analysisId).executeTakeFirstOrThrow();
const storedText = async (analysisId: string) => {
  const row = await report(analysisId);
  const bytes = await readStored(h, row.storageKey!);
  expect(row.fileSize).toBe(bytes.length);
  return (await pdfText(bytes)).text;
};

/** A completed analysis of a two-page Section 32, as the worker leaves it. */
async function completed() {
  const seeded = await seedDocument(h, await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), 'Section 32 - Quokka Lane.pdf');
  const outcome = await analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits })({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx);
  expect(outcome).toMatchObject({ outcome: 'completed' });
  return seeded;
}

describe('render-report: the PDF without the items the buyer hid (issue 26)', () => {
  it('leaves out a hidden concern and a hidden fact’s value, moves the report to a new object, and puts them back once shown again', async () => {
    const { analysisId } = await completed();
    const concerns = await h.db.selectFrom('concerns').select(['id', 'title']).where('analysisId', '=', analysisId).orderBy('position').execute();
    const heritage = concerns.find((c) => /heritage/i.test(c.title))!;
    expect(heritage).toBeDefined();
    const first = await report(analysisId);
    expect(await storedText(analysisId)).toContain(heritage.title);

    await h.db
      .insertInto('hiddenReportItems')
      .values([
        { analysisId, itemKind: 'concern', itemKey: heritage.id },
        { analysisId, itemKind: 'fact', itemKey: 'zoning' },
      ])
      .execute();
    expect(await render()({ analysisId })).toEqual({ outcome: 'rendered', hidden: 2 });

    const second = await report(analysisId);
    expect(second.storageKey).not.toBe(first.storageKey);
    await expect(readStored(h, first.storageKey!)).rejects.toThrow();
    const hiddenText = await storedText(analysisId);
    expect(hiddenText).not.toContain(heritage.title);
    expect(hiddenText).toContain(`Zoning: ${HIDDEN_FACT}`);
    expect(hiddenText).toContain(`Concerns (${concerns.length - 1})`);

    await h.db.deleteFrom('hiddenReportItems').where('analysisId', '=', analysisId).execute();
    expect(await render()({ analysisId })).toEqual({ outcome: 'rendered', hidden: 0 });
    const shownAgain = await storedText(analysisId);
    expect(shownAgain).toContain(heritage.title);
    expect(shownAgain).not.toContain(HIDDEN_FACT);
  });

  it('keeps the first report of an analysis completed before its result was kept, and skips an analysis with no results yet', async () => {
    const { analysisId } = await completed();
    const before = await report(analysisId);
    await h.db.updateTable('comprehensivePropertyAnalysis').set({ reportResult: null }).where('analysisId', '=', analysisId).execute();
    expect(await render()({ analysisId })).toEqual({ outcome: 'skipped', reason: 'no-stored-result' });
    expect((await report(analysisId)).storageKey).toBe(before.storageKey);

    const pending = await seedDocument(h, await textPdf([SECTION32_PAGE_1]), 'pending.pdf');
    expect(await render()({ analysisId: pending.analysisId })).toEqual({ outcome: 'skipped', reason: 'missing' });
  });
});
