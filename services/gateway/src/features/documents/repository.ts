import { sql, type Kysely } from 'kysely';
import type { Database, DocumentMimeType } from '@doco/db';

export interface NewDocument {
  id: string;
  userId: string;
  filename: string;
  originalName: string;
  mimeType: DocumentMimeType;
  size: number;
  storageKey: string;
  sha256: string | null;
}

/** One file of a document (issue 28), in the document's order. */
export interface NewDocumentFile {
  position: number;
  name: string;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
  storageKey: string;
}

/** All SQL of the documents feature. Every read and delete is scoped to the owner. */
export function createDocumentsRepository(db: Kysely<Database>) {
  return {
    /**
     * The document and its pending analysis, in one transaction; null when it would take the user past
     * `quotaBytes` (uploads of one user are serialised by an advisory lock, so two at once cannot both fit).
     */
    async insertWithAnalysis(doc: NewDocument, files: NewDocumentFile[], quotaBytes = Number.POSITIVE_INFINITY) {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`doco:uploads:${doc.userId}`}))`.execute(trx);
        const used = await trx
          .selectFrom('documents')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
          .where('userId', '=', doc.userId)
          .executeTakeFirstOrThrow();
        if (Number(used.bytes) + doc.size > quotaBytes) return null;
        const document = await trx
          .insertInto('documents')
          .values(doc)
          .returning(['id', 'originalName', 'createdAt'])
          .executeTakeFirstOrThrow();
        await trx.insertInto('documentFiles').values(files.map((f) => ({ ...f, documentId: doc.id }))).execute();
        const analysis = await trx
          .insertInto('analyses')
          .values({ documentId: doc.id, status: 'pending' })
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        return { document, analysis };
      });
    },

    /** Newest first, each with its latest analysis. */
    async listForUser(userId: string) {
      return db
        .selectFrom('documents as d')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('analyses as a')
              .select(['a.id', 'a.status'])
              .whereRef('a.documentId', '=', 'd.id')
              .orderBy('a.createdAt', 'desc')
              .limit(1)
              .as('latest'),
          (join) => join.onTrue(),
        )
        // The address and kind the analysis read (issue 26), through the worker's view.
        .leftJoin('analysisResultsV as v', 'v.analysisId', 'latest.id')
        .select(['d.id', 'd.originalName', 'd.createdAt', 'd.size', 'd.mimeType', 'latest.id as analysisId', 'latest.status as analysisStatus', 'v.documentType'])
        .select(sql<string | null>`v.comprehensive_property_analysis -> 'propertyDetails' ->> 'address'`.as('address'))
        .select((eb) => eb.selectFrom('documentFiles as f').select((f) => f.fn.countAll<number>().as('n')).whereRef('f.documentId', '=', 'd.id').as('fileCount'))
        .where('d.userId', '=', userId)
        .orderBy('d.createdAt', 'desc')
        .orderBy('d.id', 'desc')
        .execute();
    },

    /** Deletes the document (analyses, concerns, reports... go by cascade); returns the objects to remove. */
    async deleteOwned(userId: string, documentId: string) {
      return db.transaction().execute(async (trx) => {
        const doc = await trx
          .selectFrom('documents')
          .select(['id', 'storageKey'])
          .where('id', '=', documentId)
          .where('userId', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!doc) return null;
        const reports = await trx
          .selectFrom('analysisResultsV as r')
          .innerJoin('analyses', 'analyses.id', 'r.analysisId')
          .select('r.reportStorageKey')
          .where('analyses.documentId', '=', documentId)
          .where('r.reportStorageKey', 'is not', null)
          .execute();
        const analyses = await trx.selectFrom('analyses').select('id').where('documentId', '=', documentId).execute();
        const files = await trx.selectFrom('documentFiles').select('storageKey').where('documentId', '=', documentId).execute();
        await trx.deleteFrom('documents').where('id', '=', documentId).execute();
        return {
          storageKeys: [...new Set([doc.storageKey, ...files.map((f) => f.storageKey)]), ...reports.map((r) => r.reportStorageKey).filter((k): k is string => Boolean(k))],
          analysisIds: analyses.map((a) => a.id),
        };
      });
    },


    /** Bytes a user's documents take. */
    async usedBytes(userId: string) {
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /**
     * Deletes up to `limit` documents uploaded before `before` whose analyses were never started (still
     * pending and never queued, so nothing was charged); returns their stored objects to remove. Rows another gateway is
     * deleting at the same moment are skipped.
     */
    async deleteUnanalysed(before: Date, limit = 500): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('documents as d')
          .select(['d.id', 'd.storageKey'])
          .where('d.createdAt', '<', before)
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('analyses as a').select('a.id').whereRef('a.documentId', '=', 'd.id').where('a.status', '<>', 'pending'))),
          )
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('analyses as a').select('a.id').whereRef('a.documentId', '=', 'd.id').where('a.stage', 'is not', null))),
          )
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return [];
        const files = await trx.selectFrom('documentFiles').select('storageKey').where('documentId', 'in', rows.map((r) => r.id)).execute();
        await trx.deleteFrom('documents').where('id', 'in', rows.map((r) => r.id)).execute();
        // A pack's files, and the document's own key (rows written before document_files have only that).
        return [...new Set([...rows.map((r) => r.storageKey), ...files.map((f) => f.storageKey)])];
      });
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
