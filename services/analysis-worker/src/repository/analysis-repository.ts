import { sql, toJson, type AnalysisStage, type AnalysisStatus, type CategoryCounts, type Database, type Kysely } from '@doco/db';
import type { EngineResult } from '../engine/types.ts';
import {
  categoryCounts,
  cleanText,
  comprehensiveRow,
  concernRows,
  registerSearchRow,
} from './result-rows.ts';
import { createRefundOutboxRepository } from './refund-outbox-repository.ts';

// All SQL of the worker. The worker owns analyses' result columns and the result tables.

export interface AnalysisJobRow {
  analysisId: string;
  status: AnalysisStatus;
  documentId: string;
  userId: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  /** The document's files in order (issue 28): one, or a pack's; absent or empty, the document's own one file. */
  files?: { position: number; name: string; storageKey: string }[];
}

/** The analysis left `processing` under us (completed by another worker, or deleted). */
export class SupersededError extends Error {
  override name = 'SupersededError';
  constructor(analysisId: string) {
    super(`Analysis ${analysisId} is no longer processing`);
  }
}

export interface ReportRecord {
  filename: string;
  storageKey: string;
  fileSize: number;
}

export function createAnalysisRepository(db: Kysely<Database>) {
  return {
    /** The analysis and its document, read through the gateway's `analysis_documents_v`. */
    async find(analysisId: string): Promise<AnalysisJobRow | undefined> {
      const row = await db
        .selectFrom('analyses as a')
        .innerJoin('analysisDocumentsV as d', 'd.analysisId', 'a.id')
        .select(['a.id as analysisId', 'a.status', 'd.documentId', 'd.userId', 'd.storageKey', 'd.originalName', 'd.mimeType'])
        .where('a.id', '=', analysisId)
        .executeTakeFirst();
      if (!row) return undefined;
      // Its files, through the gateway's `analysis_document_files_v`.
      const files = await db
        .selectFrom('analysisDocumentFilesV')
        .select(['position', 'name', 'storageKey'])
        .where('analysisId', '=', analysisId)
        .orderBy('position')
        .execute();
      return { ...row, files: files.length > 0 ? files : [{ position: 1, name: row.originalName, storageKey: row.storageKey }] };
    },

    /** pending/processing -> processing (a re-run after a crash starts over). False when it is neither. */
    async start(analysisId: string): Promise<boolean> {
      const row = await db
        .updateTable('analyses')
        .set({ status: 'processing', stage: 'queued', progress: 0, startedAt: sql<Date>`now()`, errorMessage: null, completedAt: null })
        .where('id', '=', analysisId)
        .where('status', 'in', ['pending', 'processing'])
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setProgress(analysisId: string, stage: AnalysisStage, progress: number, pageCount?: number, stageDetail: string | null = null) {
      await db
        .updateTable('analyses')
        .set({ stage, stageDetail, progress: Math.max(0, Math.min(100, Math.round(progress))), ...(pageCount === undefined ? {} : { pageCount }) })
        .where('id', '=', analysisId)
        .where('status', '=', 'processing')
        .execute();
    },

    /**
     * Every result row in one transaction, replacing whatever an earlier attempt left (a retry
     * replaces, never duplicates). The analysis row is locked first, so two workers handed the same
     * job by a stalled-job check write one after the other, never interleaved.
     */
    async writeResults(input: { analysisId: string; pages: { text: string }[]; result: EngineResult }) {
      const { analysisId, pages, result } = input;
      await db.transaction().execute(async (trx) => {
        const locked = await trx.selectFrom('analyses').select('status').where('id', '=', analysisId).forUpdate().executeTakeFirst();
        // Another worker finished (or the document was deleted) meanwhile: its results stand.
        if (locked?.status !== 'processing') throw new SupersededError(analysisId);
        await trx.deleteFrom('concerns').where('analysisId', '=', analysisId).execute();
        await trx.deleteFrom('registerSearchStatements').where('analysisId', '=', analysisId).execute();
        await trx.deleteFrom('comprehensivePropertyAnalysis').where('analysisId', '=', analysisId).execute();
        await trx.deleteFrom('reports').where('analysisId', '=', analysisId).execute();
        await trx.deleteFrom('analysisTexts').where('analysisId', '=', analysisId).execute();

        const concerns = concernRows(analysisId, result);
        if (concerns.length) await trx.insertInto('concerns').values(concerns).execute();
        const rss = registerSearchRow(analysisId, result);
        if (rss) await trx.insertInto('registerSearchStatements').values(rss).execute();
        await trx.insertInto('comprehensivePropertyAnalysis').values(comprehensiveRow(analysisId, result)).execute();

        // Pages are separated by form feeds, so page numbers can be recovered from the stored text.
        await trx
          .insertInto('analysisTexts')
          .values({ analysisId, content: cleanText(pages.map((p) => p.text).join('\f')), scannedPages: toJson(result.scannedPages ?? []) })
          .execute();
        await trx.updateTable('analyses').set({ pageCount: pages.length }).where('id', '=', analysisId).execute();
      });
    },

    /** The report row (upsert on (analysis_id, type)) and the completed status, together. */
    async complete(analysisId: string, report: ReportRecord, result: EngineResult) {
      const counts: CategoryCounts = categoryCounts(result);
      await db.transaction().execute(async (trx) => {
        const locked = await trx.selectFrom('analyses').select('status').where('id', '=', analysisId).forUpdate().executeTakeFirst();
        if (locked?.status !== 'processing') throw new SupersededError(analysisId);
        await trx
          .insertInto('reports')
          .values({ analysisId, type: 'pdf', contentType: 'application/pdf', ...report })
          .onConflict((oc) =>
            oc.columns(['analysisId', 'type']).doUpdateSet({
              filename: report.filename,
              storageKey: report.storageKey,
              fileSize: report.fileSize,
              contentType: 'application/pdf',
              content: null,
              createdAt: sql<Date>`now()`,
            }),
          )
          .execute();
        await trx
          .updateTable('analyses')
          .set({
            status: 'completed',
            stage: 'done',
            progress: 100,
            completedAt: sql<Date>`now()`,
            totalConcerns: result.concerns.length,
            categoryCounts: toJson(counts),
            errorMessage: null,
          })
          .where('id', '=', analysisId)
          .execute();
      });
    },

    /**
     * The last attempt failed: the user sees `message`, and the credit it consumed is owed back
     * (`refund_outbox`, in the same transaction, so a refund billing cannot take now is never lost).
     * Never touches a completed analysis. Owed even when the analysis is gone (its document deleted
     * meanwhile): billing answers 'nothing-to-refund' when no credit was consumed.
     */
    async fail(analysisId: string, message: string, refundReason: string) {
      await db.transaction().execute(async (trx) => {
        const locked = await trx.selectFrom('analyses').select('status').where('id', '=', analysisId).forUpdate().executeTakeFirst();
        if (locked?.status === 'completed') return;
        await trx.updateTable('analyses').set({ status: 'failed', errorMessage: message, completedAt: null }).where('id', '=', analysisId).execute();
        await createRefundOutboxRepository(trx).owe(analysisId, refundReason);
      });
    },

    /** An attempt failed and another will follow: back to the start of the bar. */
    async awaitRetry(analysisId: string) {
      await db
        .updateTable('analyses')
        .set({ stage: 'queued', progress: 0 })
        .where('id', '=', analysisId)
        .where('status', '=', 'processing')
        .execute();
    },
  };
}

export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
