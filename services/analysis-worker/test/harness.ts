// Shared set-up for the worker's integration tests: a database of their own, filesystem storage in
// a temp dir, a small OCR pool, and seeding of a stored document with its pending analysis.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import pino from 'pino';
import type { Database, Kysely } from '@doco/db';
import type { JobContext } from '@doco/queue';
import { FsStorage } from '@doco/storage';
import { createAnalysis, createDocument, createTestDatabase, createUser, type TestDatabase } from '@doco/testkit';
import { createOcrPool, type OcrEngine } from '../src/ocr/pool.ts';
import type { Credits } from '../src/credits/types.ts';
import { buildBillingApp } from '@doco/billing/app';
import { createCreditsClient } from '@doco/billing-client';
import { DEV_BILLING_TOKEN_WORKER } from '@doco/config';

export interface Harness {
  testDb: TestDatabase;
  db: Kysely<Database>;
  storage: FsStorage;
  ocr: OcrEngine;
  logger: pino.Logger;
  /** Refunds through the real billing app (in-process, on a local port, on this database). */
  credits: Credits;
  close(): Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const testDb = await createTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'doco-worker-test-'));
  const storage = new FsStorage({ dir });
  const ocr = createOcrPool({ size: 2 });
  const billingApp = await buildBillingApp({ db: testDb.db });
  const billing = createCreditsClient(await billingApp.listen({ host: '127.0.0.1', port: 0 }), DEV_BILLING_TOKEN_WORKER);
  return {
    testDb,
    db: testDb.db,
    storage,
    ocr,
    logger: pino({ level: 'silent' }),
    credits: billing,
    async close() {
      await billingApp.close();
      await ocr.terminate();
      await testDb.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Seeded {
  userId: string;
  documentId: string;
  analysisId: string;
}

/** A user, their stored document and a pending analysis; with `consumed`, the credit it used. */
export async function seedDocument(h: Harness, bytes: Buffer, originalName: string, options: { consumed?: boolean } = {}): Promise<Seeded> {
  const user = await createUser(h.db);
  const document = await createDocument(h.db, user.id, { originalName, size: bytes.length });
  await h.storage.put(document.storageKey, bytes);
  const analysis = await createAnalysis(h.db, document.id);
  if (options.consumed) {
    await h.db
      .insertInto('creditLedger')
      .values({
        userId: user.id,
        kind: 'payg',
        delta: -1,
        expiresAt: '2027-01-01T00:00:00Z',
        analysisId: analysis.id,
        idempotencyKey: `consume:${analysis.id}`,
        reason: 'Analysis started',
      })
      .execute();
  }
  return { userId: user.id, documentId: document.id, analysisId: analysis.id };
}

export interface ProgressPoint {
  stage: string | null;
  progress: number;
}

/**
 * A BullMQ job stand-in for calling the handler directly. Each progress report reads the analyses
 * row back, so `trail` holds what a polling browser would have seen.
 */
export function jobContext(h: Harness, analysisId: string, attempt = { made: 0, of: 3 }) {
  const trail: ProgressPoint[] = [];
  const job = { id: analysisId, attemptsMade: attempt.made, opts: { attempts: attempt.of } } as unknown as Job;
  const ctx: JobContext = {
    job,
    async progress() {
      const row = await h.db.selectFrom('analyses').select(['stage', 'progress']).where('id', '=', analysisId).executeTakeFirstOrThrow();
      trail.push(row);
    },
  };
  return { ctx, trail };
}

export async function readStored(h: Harness, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await h.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function resultCounts(h: Harness, analysisId: string) {
  const count = async (table: 'concerns' | 'comprehensivePropertyAnalysis' | 'analysisTexts' | 'reports' | 'registerSearchStatements') =>
    Number(
      (await h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('analysisId', '=', analysisId).executeTakeFirstOrThrow()).n,
    );
  return {
    concerns: await count('concerns'),
    cpa: await count('comprehensivePropertyAnalysis'),
    texts: await count('analysisTexts'),
    reports: await count('reports'),
  };
}
