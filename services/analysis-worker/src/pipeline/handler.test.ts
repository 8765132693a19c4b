import type { ObjectStorage } from '@doco/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, imageOnlyPdf, textPdf, utf16 } from '../../test/fixtures/build.ts';
import { SCANNED_LINES, SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, readStored, resultCounts, seedDocument, type Harness } from '../../test/harness.ts';
import { extractPdfText } from '../extract/pdf.ts';
import { openPdf } from '../extract/pdfjs.ts';
import { DISCLAIMER } from '../report/render-report.ts';
import { analyseDocumentHandler } from './handler.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const handler = () => analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits });
const analysisRow = (id: string) => h.db.selectFrom('analyses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    return (await extractPdfText(pdf.doc)).map((p) => p.text).join('\n');
  } finally {
    await pdf.close();
  }
}

describe('analyse-document: a text PDF end to end', () => {
  it('records every stage, writes all result rows and stores the PDF report', async () => {
    const seeded = await seedDocument(h, await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), 'Section 32 - Quokka Lane.pdf');
    const { ctx, trail } = jobContext(h, seeded.analysisId);

    const outcome = await handler()({ analysisId: seeded.analysisId }, ctx);
    expect(outcome).toMatchObject({ outcome: 'completed', pages: 2, ocrPages: 0 });

    const analysis = await analysisRow(seeded.analysisId);
    expect(analysis).toMatchObject({ status: 'completed', stage: 'done', progress: 100, pageCount: 2, errorMessage: null });
    expect(analysis.startedAt).toBeInstanceOf(Date);
    expect(analysis.completedAt!.getTime()).toBeGreaterThanOrEqual(analysis.startedAt!.getTime());

    // Progress a poller sees: stages in pipeline order, numbers never going back.
    const stages = [...new Set(trail.map((p) => p.stage))];
    expect(stages).toEqual(['extracting', 'analysing', 'writing', 'report']);
    const values = trail.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBeGreaterThan(values[0]!);

    const concerns = await h.db.selectFrom('concerns').selectAll().where('analysisId', '=', seeded.analysisId).orderBy('position').execute();
    expect(concerns.length).toBeGreaterThan(0);
    expect(analysis.totalConcerns).toBe(concerns.length);
    const byCategory = concerns.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.category]: (acc[c.category] ?? 0) + 1 }), {});
    for (const [category, n] of Object.entries(analysis.categoryCounts)) expect(n).toBe(byCategory[category] ?? 0);
    const heritage = concerns.find((c) => /heritage/i.test(c.title));
    expect(heritage?.location).toMatch(/Page 2/);
    expect(heritage?.context).toContain('Heritage Overlay - Schedule 123 (HO123)');
    expect(concerns.map((c) => c.position)).toEqual(concerns.map((_, i) => i));

    expect(await resultCounts(h, seeded.analysisId)).toEqual({ concerns: concerns.length, cpa: 1, texts: 1, reports: 1 });
    const cpa = await h.db.selectFrom('comprehensivePropertyAnalysis').select('propertyDetails').where('analysisId', '=', seeded.analysisId).executeTakeFirstOrThrow();
    expect(cpa.propertyDetails.address).toContain('12 Quokka Lane');

    const storedText = await h.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', seeded.analysisId).executeTakeFirstOrThrow();
    const storedPages = storedText.content.split('\f');
    expect(storedPages).toHaveLength(2);
    expect(storedPages[1]).toContain('HO123');

    const report = await h.db.selectFrom('reports').selectAll().where('analysisId', '=', seeded.analysisId).executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      type: 'pdf',
      contentType: 'application/pdf',
      filename: 'Section 32 - Quokka Lane - Doco report.pdf',
      storageKey: `reports/${seeded.userId}/${seeded.analysisId}.pdf`,
    });
    const stored = await readStored(h, report.storageKey!);
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(report.fileSize).toBe(stored.length);

    // The report itself: summary, every concern with its quote and page, the disclaimer.
    const text = (await pdfText(stored)).replace(/\s+/g, ' ');
    expect(text).toContain('Overall risk:');
    expect(text).toContain('Property details');
    expect(text).toContain('Costs');
    for (const concern of concerns) expect(text).toContain(concern.title.replace(/\s+/g, ' '));
    expect(text).toContain('Heritage Overlay - Schedule 123 (HO123)');
    expect(text).toContain('Page 2 of the document');
    expect(text).toContain(DISCLAIMER);
  });
});

describe('analyse-document: other formats', () => {
  it('reads a DOCX', async () => {
    const bytes = docx({ heading: "Section 32 Vendor's Statement", paragraphs: [...SECTION32_PAGE_1.split('\n'), ...SECTION32_PAGE_2.split('\n')] });
    // The name says .pdf; the bytes say Word. The bytes win.
    const seeded = await seedDocument(h, bytes, 'misnamed.pdf');
    const { ctx } = jobContext(h, seeded.analysisId);
    await expect(handler()({ analysisId: seeded.analysisId }, ctx)).resolves.toMatchObject({ outcome: 'completed', pages: 1 });
    const titles = (await h.db.selectFrom('concerns').select('title').where('analysisId', '=', seeded.analysisId).execute()).map((c) => c.title);
    expect(titles.some((t) => /heritage/i.test(t))).toBe(true);
    const text = await h.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', seeded.analysisId).executeTakeFirstOrThrow();
    expect(text.content).toContain('Jordan Alexis Pemberton');
  });

  it('reads a UTF-16 text file with form-feed pages', async () => {
    const seeded = await seedDocument(h, utf16(`${SECTION32_PAGE_1}\f${SECTION32_PAGE_2}`, 'le'), 'statement.txt');
    const { ctx } = jobContext(h, seeded.analysisId);
    await expect(handler()({ analysisId: seeded.analysisId }, ctx)).resolves.toMatchObject({ outcome: 'completed', pages: 2 });
    const heritage = await h.db
      .selectFrom('concerns')
      .select(['location', 'context'])
      .where('analysisId', '=', seeded.analysisId)
      .where('title', 'ilike', '%heritage%')
      .executeTakeFirstOrThrow();
    expect(heritage.location).toMatch(/Page 2/);
  });
});

describe('analyse-document: OCR of image-only pages', () => {
  it('renders and reads pages without a text layer, reporting OCR progress page by page', async () => {
    const scan = await imageOnlyPdf([SCANNED_LINES, ['Special condition 5', 'The deposit may be released early to the vendor.']]);
    const seeded = await seedDocument(h, scan, 'scan.pdf');
    const { ctx, trail } = jobContext(h, seeded.analysisId);

    await expect(handler()({ analysisId: seeded.analysisId }, ctx)).resolves.toMatchObject({ outcome: 'completed', pages: 2, ocrPages: 2 });

    const ocr = trail.filter((p) => p.stage === 'ocr').map((p) => p.progress);
    expect(new Set(ocr).size).toBeGreaterThanOrEqual(3); // start, then once per page
    expect(ocr).toEqual([...ocr].sort((a, b) => a - b)); // never backwards
    expect(Math.min(...ocr)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ocr)).toBeLessThanOrEqual(60);
    const stages = [...new Set(trail.map((p) => p.stage))];
    expect(stages.indexOf('ocr')).toBeGreaterThan(stages.indexOf('extracting'));
    expect(stages.indexOf('analysing')).toBeGreaterThan(stages.indexOf('ocr'));

    const text = await h.db.selectFrom('analysisTexts').select('content').where('analysisId', '=', seeded.analysisId).executeTakeFirstOrThrow();
    const [page1, page2] = text.content.split('\f');
    expect(page1).toMatch(/Wattlebird Court/);
    expect(page1).toMatch(/Morgan Ellis Whitcombe/);
    expect(page2).toMatch(/released early/);

    const titles = (await h.db.selectFrom('concerns').select('title').where('analysisId', '=', seeded.analysisId).execute()).map((c) => c.title);
    expect(titles.some((t) => /HO77/.test(t))).toBe(true);
  });
});

describe('analyse-document: idempotency', () => {
  it('does nothing for an analysis that is already completed', async () => {
    const seeded = await seedDocument(h, Buffer.from(`${SECTION32_PAGE_1}\n${SECTION32_PAGE_2}`), 'a.txt');
    await handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx);
    const before = await analysisRow(seeded.analysisId);
    const counts = await resultCounts(h, seeded.analysisId);

    const again = await handler()({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx);
    expect(again).toEqual({ outcome: 'skipped', reason: 'completed' });
    expect(await resultCounts(h, seeded.analysisId)).toEqual(counts);
    expect((await analysisRow(seeded.analysisId)).completedAt).toEqual(before.completedAt);
  });

  it('a re-run after a crash part-way replaces the partial results instead of adding to them', async () => {
    const seeded = await seedDocument(h, Buffer.from(`${SECTION32_PAGE_1}\f${SECTION32_PAGE_2}`), 'b.txt');
    // First attempt: results are written, then storing the report fails (as if the worker died there).
    let puts = 0;
    const flaky: ObjectStorage = {
      get: (key) => h.storage.get(key),
      delete: (key) => h.storage.delete(key),
      exists: (key) => h.storage.exists(key),
      check: () => h.storage.check(),
      async put(key, body, opts) {
        if (key.startsWith('reports/') && puts++ === 0) throw new Error('connection reset');
        return h.storage.put(key, body, opts);
      },
    };
    const run = analyseDocumentHandler({ db: h.db, storage: flaky, logger: h.logger, credits: h.credits });

    await expect(run({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 0, of: 3 }).ctx)).rejects.toThrow('connection reset');
    const partial = await resultCounts(h, seeded.analysisId);
    expect(partial.concerns).toBeGreaterThan(0);
    expect(partial.reports).toBe(0);
    expect(await analysisRow(seeded.analysisId)).toMatchObject({ status: 'processing', stage: 'queued', progress: 0 });

    await expect(run({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId, { made: 1, of: 3 }).ctx)).resolves.toMatchObject({
      outcome: 'completed',
    });
    expect(await resultCounts(h, seeded.analysisId)).toEqual({ concerns: partial.concerns, cpa: 1, texts: 1, reports: 1 });
    expect((await analysisRow(seeded.analysisId)).totalConcerns).toBe(partial.concerns);
  });

  it('skips a job whose analysis was deleted', async () => {
    const { ctx } = jobContext(h, '00000000-0000-4000-8000-000000000000');
    await expect(handler()({ analysisId: '00000000-0000-4000-8000-000000000000' }, ctx)).resolves.toEqual({ outcome: 'skipped', reason: 'missing' });
  });
});
