import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';

/**
 * SQL of the document viewer (issue 26), scoped to the owner like every documents query: the stored
 * file, and the text its latest analysis read (through the worker's `analysis_pages_v`).
 */
export function createDocumentViewRepository(db: Kysely<Database>) {
  return {
    async fileOwned(userId: string, documentId: string) {
      return db
        .selectFrom('documents')
        .select(['storageKey', 'mimeType', 'size'])
        .where('id', '=', documentId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /** The document's kind and the text of its latest analysis (content null while none has been read). */
    async textOwned(userId: string, documentId: string) {
      return db
        .selectFrom('documents as d')
        .leftJoinLateral(
          (eb) => eb.selectFrom('analyses as a').select('a.id').whereRef('a.documentId', '=', 'd.id').orderBy('a.createdAt', 'desc').limit(1).as('latest'),
          (join) => join.onTrue(),
        )
        .leftJoin('analysisPagesV as t', 't.analysisId', 'latest.id')
        .select(['d.mimeType', 't.content', 't.scannedPages'])
        .where('d.id', '=', documentId)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },
  };
}
