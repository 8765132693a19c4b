// `doco analyze FILE`: the worker's own pipeline steps (read, then analyse, in one sandbox child)
// over in-memory storage, with no database, queue or object store. What it prints is what the worker
// would store for the same bytes.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MemoryStorage } from '@doco/storage';
import { pino } from 'pino';
import { sandboxedEngine } from '../engine/sandboxed-engine.ts';
import type { EngineResult } from '../engine/types.ts';
import type { OcrEngineChoice } from '../ocr/engine.ts';
import { pipeline, type StepContext } from '../pipeline/pipeline.ts';
import { analyseStep } from '../pipeline/steps/analyse.ts';
import { readStep } from '../pipeline/steps/read.ts';
import type { AnalysisJobRow } from '../repository/analysis-repository.ts';
import type { DocumentKind } from '../extract/detect-kind.ts';

export interface CliAnalysis {
  kind: DocumentKind;
  pages: number;
  ocrPages: number;
  /** Milliseconds: the text layer, OCR, and the engine. */
  timings: { extract: number; ocr: number; engine: number };
  result: EngineResult;
}

export interface CliAnalyseOptions {
  ocrEngine?: OcrEngineChoice | undefined;
  ocrConcurrency: number;
  /** The stage the worker would show the user ("Reading scanned page 2 of 5"), for a progress line. */
  onStage?: (stage: string, detail?: string) => void;
}

/** Runs the read and analyse steps on one file's bytes; DocumentError carries the worker's message. */
export async function analyseFile(bytes: Buffer, fileName: string, options: CliAnalyseOptions): Promise<CliAnalysis> {
  const storage = new MemoryStorage();
  const documentId = randomUUID();
  const job: AnalysisJobRow = {
    analysisId: randomUUID(),
    status: 'processing',
    documentId,
    userId: 'cli',
    storageKey: `documents/cli/${documentId}`,
    originalName: path.basename(fileName),
    mimeType: 'application/octet-stream',
  };
  await storage.put(job.storageKey, bytes);

  const steps = pipeline<{ job: AnalysisJobRow }>()
    .step(readStep({ storage, ocrConcurrency: options.ocrConcurrency, ocrEngine: options.ocrEngine ?? 'auto' }))
    .step(analyseStep({ analyse: sandboxedEngine() }));
  const cleanups: (() => Promise<void> | void)[] = [];
  const ctx: StepContext = {
    analysisId: job.analysisId,
    logger: pino({ level: 'silent' }),
    report: async (stage, _progress, detail) => options.onStage?.(stage, detail),
    defer: (cleanup) => cleanups.push(cleanup),
  };
  try {
    const done = await steps.run({ job }, ctx);
    const read = done.timings.read ?? 0;
    return {
      kind: done.kind,
      pages: done.pages.length,
      ocrPages: done.ocrPages,
      timings: { extract: Math.max(0, read - done.ocrMs), ocr: done.ocrMs, engine: done.timings.analyse ?? 0 },
      result: done.result,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}
