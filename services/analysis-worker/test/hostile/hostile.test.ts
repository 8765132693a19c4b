// The hostile corpus's fast subset through the worker's real handler (sandbox children included):
// every file completes, or fails with one of the product's messages, within 60 s; and a normal
// document completes right after. `npm run bench -- hostile` runs the full corpus (>= 200 files).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../fixtures/documents.ts';
import { createHarness, jobContext, seedDocument, type Harness } from '../harness.ts';
import { LIMIT_MESSAGES } from '../../src/extract/limits.ts';
import { MESSAGES } from '../../src/pipeline/errors.ts';
import { analyseDocumentHandler } from '../../src/pipeline/handler.ts';
import { fastSubset, hostileCorpus, type HostileFile } from './corpus.ts';
import { runHostileFile } from './run-file.ts';

let h: Harness;
let files: HostileFile[];
beforeAll(async () => {
  h = await createHarness();
  files = await fastSubset();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the hostile corpus', () => {
  it('the full generator makes at least 200 files of every listed kind', async () => {
    const all = await hostileCorpus({ flateBombBytes: 1024 * 1024 });
    expect(all.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(all.map((f) => f.kind.replace(/\d+ MB flate/, 'N MB flate')));
    for (const kind of ['pdf: truncated', 'pdf: bit-flipped', 'pdf: circular xref', 'pdf: deep object nesting', 'pdf: 100,000 blank pages', 'pdf: one 40000x40000 image', 'pdf: N MB flate stream', 'pdf: JavaScript and launch actions', 'docx: inflates to 1 GB', 'docx: nested zips', 'docx: XML entity expansion', 'docx: image referenced 1,000 times', 'txt: 20 MB on one line', 'txt: 50,000 form-feed pages', 'txt: "price" + 3,000 spaces, repeated', 'txt: one run of newlines', 'txt: one token repeated', 'empty: 0 bytes', 'polyglot: PDF+ZIP', 'polyglot: HTML in .txt']) {
      expect(kinds, kind).toContain(kind);
    }
  }, 120_000);

  it('each file of the fast subset completes or fails with a product message within 60 s; a normal document completes after', async () => {
    const handler = analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits });
    const known = new Set<string>([...Object.values(MESSAGES), ...Object.values(LIMIT_MESSAGES)]);
    const rows = [];
    for (const file of files) {
      const row = await runHostileFile(h, handler, file);
      rows.push(row);
      expect(row.seconds, file.name).toBeLessThan(60);
      if (row.status === 'failed') expect(known, `${file.name}: ${row.message}`).toContain(row.message);
      else expect(row.status, file.name).toBe('completed');
    }
    // The worst ones were refused, not "completed" by accident.
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('inflate-1gb.docx')?.message).toBe(LIMIT_MESSAGES.docx);
    // The one whose directory lies about its size passes the directory check; mammoth never inflates
    // the unreferenced part, and the sandbox's memory ceiling stands behind it either way.
    expect(['completed', 'failed']).toContain(byName.get('inflate-1gb-liar.docx')?.status);
    expect(byName.get('100k-pages.pdf')?.message).toBe(LIMIT_MESSAGES.pdfPages);
    expect(byName.get('one-line-20mb.txt')?.message).toBe(LIMIT_MESSAGES.text);
    expect(byName.get('formfeeds.txt')?.message).toBe(LIMIT_MESSAGES.text);
    expect(byName.get('empty.pdf')?.message).toBe(MESSAGES.noText);
    expect(byName.get('deep-nesting.pdf')?.message).toBe(MESSAGES.damagedPdf);
    for (const row of rows) expect(row.message, row.name).not.toBe(MESSAGES.unexpected);
    // 100 KB of each text shape that made backtracking patterns slow is read to the end.
    const shapes = rows.filter((r) => r.name.startsWith('regex-shape-'));
    expect(shapes.length).toBeGreaterThan(10);
    for (const row of shapes) expect(row.status, `${row.kind}: ${row.message}`).toBe('completed');

    const normal = await seedDocument(h, await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]), 'normal.pdf');
    await expect(handler({ analysisId: normal.analysisId }, jobContext(h, normal.analysisId).ctx)).resolves.toMatchObject({ outcome: 'completed', pages: 2 });
  }, 600_000);
});
