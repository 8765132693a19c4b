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
] as const;

/**
 * All SQL of the analyses feature. Lookups join documents so another user's id reads as not found.
 * (The worker owns the result tables; the gateway only reads them.)
 */
export const analysesRepository = {
  async findOwned(db: Kysely<Database>, userId: string, analysisId: string) {
    return db
      .selectFrom('analyses as a')
      .innerJoin('documents as d', 'd.id', 'a.documentId')
      .select([...ANALYSIS_COLUMNS, 'd.originalName'])
      .where('a.id', '=', analysisId)
      .where('d.userId', '=', userId)
      .executeTakeFirst();
  },

  async latestForDocument(db: Kysely<Database>, userId: string, documentId: string) {
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

  async results(db: Kysely<Database>, analysisId: string) {
    const [concerns, statement, comprehensive, report] = await Promise.all([
      db
        .selectFrom('concerns')
        .select(['id', 'category', 'title', 'description', 'location', 'confidence', 'context', 'source'])
        .where('analysisId', '=', analysisId)
        .orderBy('position')
        .execute(),
      db.selectFrom('registerSearchStatements').selectAll().where('analysisId', '=', analysisId).executeTakeFirst(),
      db.selectFrom('comprehensivePropertyAnalysis').selectAll().where('analysisId', '=', analysisId).executeTakeFirst(),
      db.selectFrom('reports').select(['id', 'storageKey']).where('analysisId', '=', analysisId).where('type', '=', 'pdf').executeTakeFirst(),
    ]);
    return { concerns, statement, comprehensive, report };
  },

  async report(db: Kysely<Database>, analysisId: string) {
    return db
      .selectFrom('reports')
      .select(['filename', 'contentType', 'fileSize', 'storageKey'])
      .where('analysisId', '=', analysisId)
      .where('type', '=', 'pdf')
      .executeTakeFirst();
  },

  /** Marks a pending analysis as queued; false when it was no longer pending. */
  async markQueued(db: Kysely<Database>, analysisId: string) {
    const result = await db
      .updateTable('analyses')
      .set({ stage: 'queued', progress: 0 })
      .where('id', '=', analysisId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
