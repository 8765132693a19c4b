import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';

const ANALYSIS_COLUMNS = [
  'a.id',
  'a.documentId',
  'a.status',
  'a.categoryCounts',
  'a.stage',
  'a.stageDetail',
  'a.progress',
  'a.errorMessage',
  'a.createdAt',
  'a.completedAt',
  'a.signingDate',
  'a.remindersEnabled',
] as const;

/**
 * All SQL of the analyses feature. Lookups join documents so another user's id reads as not found.
 * (The worker owns the result tables; the gateway reads them only through `analysis_results_v`.)
 */
export function createAnalysesRepository(db: Kysely<Database>) {
  return {
    async findOwned(userId: string, analysisId: string) {
      return db
        .selectFrom('analyses as a')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .select([...ANALYSIS_COLUMNS, 'd.originalName'])
        .where('a.id', '=', analysisId)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },

    async latestForDocument(userId: string, documentId: string) {
      return db
        .selectFrom('analyses as a')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .select([...ANALYSIS_COLUMNS, 'd.originalName'])
        .where('a.documentId', '=', documentId)
        .where('d.userId', '=', userId)
        .orderBy('a.createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The results, through the worker's read-only view (the gateway never reads the worker's tables). */
    async results(analysisId: string) {
      return db
        .selectFrom('analysisResultsV as r')
        // The pages read from a scan are kept with the text (issue 26), in the worker's other view.
        .leftJoin('analysisPagesV as t', 't.analysisId', 'r.analysisId')
        .select(['r.concerns', 'r.registerSearchStatement', 'r.comprehensivePropertyAnalysis', 'r.reportStorageKey', 'r.keyDates', 'r.vendorQuestions', 'r.state', 'r.hiddenText', 'r.couldNotConfirm', 'r.checked', 'r.files', 't.scannedPages'])
        .where('r.analysisId', '=', analysisId)
        .executeTakeFirst();
    },

    async report(analysisId: string) {
      return db
        .selectFrom('analysisResultsV')
        .select(['reportFilename', 'reportFileSize', 'reportStorageKey'])
        .where('analysisId', '=', analysisId)
        .executeTakeFirst();
    },

    async setRemindersEnabled(analysisId: string, enabled: boolean) {
      await db.updateTable('analyses').set({ remindersEnabled: enabled }).where('id', '=', analysisId).execute();
    },

    /** The owner of an analysis, for a reminder's unsubscribe link (which comes without a session). */
    async ownerOf(analysisId: string) {
      return db
        .selectFrom('analyses as a')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .select(['a.id', 'a.remindersEnabled', 'd.userId'])
        .where('a.id', '=', analysisId)
        .executeTakeFirst();
    },

    /** Stores the day the buyer says they signed (or forgets it). */
    async setSigningDate(analysisId: string, signingDate: string | null) {
      await db.updateTable('analyses').set({ signingDate }).where('id', '=', analysisId).execute();
    },

    /** Marks a pending analysis as queued; false when it was no longer pending. */
    async markQueued(analysisId: string) {
      const result = await db
        .updateTable('analyses')
        .set({ stage: 'queued', progress: 0 })
        .where('id', '=', analysisId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
/** An analysis as its owner's lookups return it (with the document's name). */
export type AnalysisRow = NonNullable<Awaited<ReturnType<AnalysesRepository['findOwned']>>>;
