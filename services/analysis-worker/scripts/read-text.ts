// Prints a file's pages as the worker's read step gives them (text layer, OCR of scanned pages), for
// looking at what the engine reads. Usage: node scripts/read-text.ts FILE [PAGE]
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MemoryStorage } from '@doco/storage';
import { pino } from 'pino';
import { pipeline, type StepContext } from '../src/pipeline/pipeline.ts';
import { readStep } from '../src/pipeline/steps/read.ts';
import type { AnalysisJobRow } from '../src/repository/analysis-repository.ts';

const [file, only] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/read-text.ts FILE [PAGE]');
  process.exit(2);
}
const storage = new MemoryStorage();
const documentId = randomUUID();
const job: AnalysisJobRow = { analysisId: randomUUID(), status: 'processing', documentId, userId: 'cli', storageKey: `documents/cli/${documentId}`, originalName: path.basename(file), mimeType: 'application/octet-stream' };
await storage.put(job.storageKey, await readFile(file));
const cleanups: (() => Promise<void> | void)[] = [];
const ctx: StepContext = { analysisId: job.analysisId, logger: pino({ level: 'silent' }), report: async () => {}, defer: (cleanup) => cleanups.push(cleanup) };
try {
  const done = await pipeline<{ job: AnalysisJobRow }>().step(readStep({ storage, ocrConcurrency: 2, ocrEngine: 'auto' })).run({ job }, ctx);
  for (const page of done.pages) if (!only || Number(only) === page.number) console.log(`--- page ${page.number} ---\n${page.text}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
