import type { Database, Kysely } from '@doco/db';
import type { EngineResult } from '../engine/types.ts';
import type { HiddenItem } from '../report/without-hidden.ts';

/** The SQL of rendering a report again (issue 26): what it is rendered from, and where it is stored. */
export function createReportRepository(db: Kysely<Database>) {
  return {
    /** A completed analysis's stored result, its document (the gateway's view) and its current report, or undefined. */
    async source(analysisId: string) {
      const row = await db
        .selectFrom('analyses as a')
        .innerJoin('analysisDocumentsV as d', 'd.analysisId', 'a.id')
        .innerJoin('comprehensivePropertyAnalysis as p', 'p.analysisId', 'a.id')
        .innerJoin('reports as r', (join) => join.onRef('r.analysisId', '=', 'a.id').on('r.type', '=', 'pdf'))
        .select(['a.status', 'a.pageCount', 'd.userId', 'd.originalName', 'p.reportResult', 'r.storageKey'])
        .where('a.id', '=', analysisId)
        .executeTakeFirst();
      return row ? { ...row, reportResult: row.reportResult as EngineResult | null } : undefined;
    },

    /** The stored concerns' ids in position order (the order of the result's concerns). */
    async concernIds(analysisId: string) {
      const rows = await db.selectFrom('concerns').select('id').where('analysisId', '=', analysisId).orderBy('position').execute();
      return rows.map((row) => row.id);
    },

    /** The items the buyer hid, read through the gateway's read-only view. */
    async hiddenItems(analysisId: string): Promise<HiddenItem[]> {
      const rows = await db
        .selectFrom('hiddenReportItemsV')
        .select(['itemKind', 'itemKey'])
        .where('analysisId', '=', analysisId)
        .orderBy('itemKind')
        .orderBy('itemKey')
        .execute();
      return rows.map((row) => ({ kind: row.itemKind, key: row.itemKey }));
    },

    /** Points the report at its new object; returns the key it had, whose object the caller removes. */
    async replaceReport(analysisId: string, storageKey: string, fileSize: number) {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('reports').select('storageKey').where('analysisId', '=', analysisId).where('type', '=', 'pdf').forUpdate().executeTakeFirst();
        await trx.updateTable('reports').set({ storageKey, fileSize }).where('analysisId', '=', analysisId).where('type', '=', 'pdf').execute();
        return before?.storageKey ?? null;
      });
    },
  };
}
