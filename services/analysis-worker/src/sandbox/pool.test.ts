import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textPdf } from '../../test/fixtures/build.ts';
import { SECTION32_PAGE_1, SECTION32_PAGE_2 } from '../../test/fixtures/documents.ts';
import { createHarness, jobContext, seedDocument, type Harness } from '../../test/harness.ts';
import { resolveOcrEngine } from '../ocr/engine.ts';
import { analyseDocumentHandler } from '../pipeline/handler.ts';
import { createSandboxPool, type SandboxPool } from './pool.ts';
import { DEFAULT_SANDBOX, launchOptionsFor, openSandbox } from './run.ts';

// Children started ahead of need make an analysis start fast, but each still serves one document:
// the child that read one user's file is gone before another file is read, by another child.

let h: Harness;
let pool: SandboxPool;
/** The pid of every child the pool handed out, in order. */
const handedOut: number[] = [];

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  h = await createHarness();
  pool = await createSandboxPool({ size: 1, launch: launchOptionsFor(DEFAULT_SANDBOX, resolveOcrEngine('auto')) });
});
afterAll(async () => {
  pool?.close();
  await h?.close();
});

describe('sandbox children started ahead of need', () => {
  it('serve one analysis each: every analysis completes in a child that waited for it, and that child is gone after it', async () => {
    const recording: SandboxPool = {
      ...pool,
      take(options) {
        const child = pool.take(options);
        if (child?.pid) handedOut.push(child.pid);
        return child;
      },
    };
    const handler = analyseDocumentHandler({ db: h.db, storage: h.storage, logger: h.logger, credits: h.credits, sandboxPool: recording });
    const pdf = await textPdf([SECTION32_PAGE_1, SECTION32_PAGE_2]);

    for (const buyer of ['first', 'second', 'third']) {
      // A child is waiting before the document comes.
      await vi.waitFor(() => expect(pool.ready()).toHaveLength(1), { timeout: 30_000, interval: 50 });
      const [waiting] = pool.ready();
      const seeded = await seedDocument(h, pdf, `${buyer}.pdf`);
      const outcome = await handler({ analysisId: seeded.analysisId }, jobContext(h, seeded.analysisId).ctx);

      expect(outcome).toMatchObject({ outcome: 'completed', pages: 2 });
      const row = await h.db.selectFrom('analyses').select('status').where('id', '=', seeded.analysisId).executeTakeFirstOrThrow();
      expect(row.status).toBe('completed');
      // That very child read it, and it is gone before the next document.
      expect(handedOut.at(-1)).toBe(waiting);
      await vi.waitFor(() => expect(isRunning(waiting!)).toBe(false), { timeout: 10_000, interval: 50 });
    }
    expect(new Set(handedOut).size).toBe(3);
  }, 120_000);

  it('a child that read a document takes no second one', async () => {
    const child = await openSandbox({ ocrEngine: resolveOcrEngine('auto'), pool });
    const first = await child.run({ task: 'read', bytes: Buffer.from(`${SECTION32_PAGE_1}\n`), ocrConcurrency: 1, ocrEngine: 'auto' });
    expect(first.pages[0]?.text).toContain('Quokka Lane');

    await expect(child.run({ task: 'read', bytes: Buffer.from('Another buyer\u2019s contract of sale\n'), ocrConcurrency: 1, ocrEngine: 'auto' })).rejects.toThrow();
    await vi.waitFor(() => expect(isRunning(child.pid!)).toBe(false), { timeout: 10_000, interval: 50 });
  }, 60_000);
});
