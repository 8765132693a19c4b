import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsStorage } from '@doco/storage';
import { imageOnlyPdf } from '../../test/fixtures/build.ts';
import type { AnalysisJobRow } from '../repository/analysis-repository.ts';
import { readStep } from './steps/read.ts';

let dir: string;
let storage: FsStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doco-read-step-'));
  storage = new FsStorage({ dir });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the read step (in its sandbox child)', () => {
  it("reports each scanned page it reads: 'Reading scanned page n of N', the bar moving with it", async () => {
    await storage.put('docs/scan.pdf', await imageOnlyPdf([1, 2, 3].map((n) => [`PAGE ${n} OF THE SCANNED VENDOR STATEMENT`, 'THE LAND IS IN THE GENERAL RESIDENTIAL ZONE'])), {
      contentType: 'application/pdf',
    });
    const reports: Array<[string, number, string | undefined]> = [];
    const ctx = {
      analysisId: 'a',
      logger: pino({ level: 'silent' }),
      report: async (stage: string, progress: number, detail?: string) => void reports.push([stage, Math.round(progress), detail]),
      defer: () => {},
    };
    const job = { storageKey: 'docs/scan.pdf' } as AnalysisJobRow;
    const out = await readStep({ storage, ocrConcurrency: 1, ocrEngine: 'auto' }).run({ job }, ctx as never);
    expect(out.ocrPages).toBe(3);
    expect(out.pages.map((p) => p.text).join('\n')).toMatch(/PAGE 3 OF THE SCANNED VENDOR STATEMENT/);
    const details = reports.map(([, , d]) => d).filter(Boolean);
    expect([...new Set(details)]).toEqual(['Reading scanned page 1 of 3', 'Reading scanned page 2 of 3', 'Reading scanned page 3 of 3']);
    const values = reports.map(([, v]) => v);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBe(60);
    expect(reports.at(-1)?.[2]).toBeUndefined();
  }, 60_000);
});
