import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';

/**
 * SQL of the document viewer (issue 26), scoped to the owner like every documents query: the stored
 * file, and the text its latest analysis read (through the worker's `analysis_pages_v`).
 */
export function createDocumentViewRepository(db: Kysely<Database>) {
  return {
    /** The document's file: its first, or the one at `position` of a pack (issue 28). */
    async fileOwned(userId: string, documentId: string, position?: number) {
      if (position === undefined) {
        return db
          .selectFrom('documents')
          .select(['storageKey', 'mimeType', 'size'])
          .where('id', '=', documentId)
          .where('userId', '=', userId)
          .executeTakeFirst();
      }
      return db
        .selectFrom('documentFiles as f')
        .innerJoin('documents as d', 'd.id', 'f.documentId')
        .select(['f.storageKey', 'f.mimeType', 'f.size'])
        .where('f.documentId', '=', documentId)
        .where('f.position', '=', position)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },

    /**
     * The document's kind and the text of its latest analysis (content null while none has been read),
     * with a pack's file spans as the analysis read them.
     */
    async textOwned(userId: string, documentId: string) {
      return db
        .selectFrom('documents as d')
        .leftJoinLateral(
          (eb) => eb.selectFrom('analyses as a').select('a.id').whereRef('a.documentId', '=', 'd.id').orderBy('a.createdAt', 'desc').limit(1).as('latest'),
          (join) => join.onTrue(),
        )
        .leftJoin('analysisPagesV as t', 't.analysisId', 'latest.id')
        .leftJoin('analysisResultsV as v', 'v.analysisId', 'latest.id')
        .select(['d.mimeType', 't.content', 't.scannedPages', 'v.files'])
        .where('d.id', '=', documentId)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },

    /** A document's files in order (its owner already checked). */
    async filesOf(documentId: string) {
      return db.selectFrom('documentFiles').select(['position', 'name', 'mimeType']).where('documentId', '=', documentId).orderBy('position').execute();
    },
  };
}
