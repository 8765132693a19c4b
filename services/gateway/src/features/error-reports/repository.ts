import { sql, type Kysely } from 'kysely';
import type { Database } from '@doco/db';
import type { AdminErrorReport, ErrorReportReason, ItemRef, ReportedItem, ReportedItemKind } from '@doco/contracts';

/** All SQL of 'This looks wrong' (issue 26): the reports, and the items a buyer hid from their report. */
export function createErrorReportsRepository(db: Kysely<Database>) {
  return {
    /** The analysis, when it belongs to this user (another user's id reads as not found). */
    async ownedAnalysis(userId: string, analysisId: string) {
      return db
        .selectFrom('analyses as a')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .select(['a.id'])
        .where('a.id', '=', analysisId)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },

    async insert(input: { analysisId: string; userId: string; item: ReportedItem; reason: ErrorReportReason; note: string | null }) {
      const { item } = input;
      return db
        .insertInto('errorReports')
        .values({
          analysisId: input.analysisId,
          userId: input.userId,
          itemKind: item.kind,
          itemKey: item.key,
          itemTitle: item.title,
          quote: item.quote,
          page: item.page,
          reason: input.reason,
          note: input.note,
        })
        .returning(['id', 'createdAt'])
        .executeTakeFirstOrThrow();
    },

    async hiddenItems(analysisId: string): Promise<ItemRef[]> {
      const rows = await db
        .selectFrom('hiddenReportItems')
        .select(['itemKind', 'itemKey'])
        .where('analysisId', '=', analysisId)
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => ({ kind: row.itemKind as ReportedItemKind, key: row.itemKey }));
    },

    async setHidden(analysisId: string, item: ItemRef, hidden: boolean) {
      if (hidden) {
        await db
          .insertInto('hiddenReportItems')
          .values({ analysisId, itemKind: item.kind, itemKey: item.key })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db.deleteFrom('hiddenReportItems').where('analysisId', '=', analysisId).where('itemKind', '=', item.kind).where('itemKey', '=', item.key).execute();
      }
    },

    /** The admin portal's list, newest first, with who reported it and on which document. */
    async list(page: number, pageSize: number): Promise<{ reports: AdminErrorReport[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('errorReports as e')
          .innerJoin('users as u', 'u.id', 'e.userId')
          .innerJoin('analyses as a', 'a.id', 'e.analysisId')
          .innerJoin('documents as d', 'd.id', 'a.documentId')
          .leftJoin('analysisResultsV as v', 'v.analysisId', 'e.analysisId')
          .select(['e.id', 'e.createdAt', 'u.email', 'd.originalName', 'e.itemKind', 'e.itemKey', 'e.itemTitle', 'e.quote', 'e.page', 'e.reason', 'e.note'])
          .select(sql<string | null>`v.comprehensive_property_analysis -> 'propertyDetails' ->> 'address'`.as('address'))
          .orderBy('e.createdAt', 'desc')
          .orderBy('e.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db.selectFrom('errorReports').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.n),
        reports: rows.map((row) => ({
          id: row.id,
          createdAt: new Date(row.createdAt).toISOString(),
          userEmail: row.email,
          documentName: row.originalName,
          address: row.address?.trim() || null,
          itemKind: row.itemKind as ReportedItemKind,
          itemKey: row.itemKey,
          itemTitle: row.itemTitle,
          quote: row.quote,
          page: row.page,
          reason: row.reason as ErrorReportReason,
          note: row.note,
        })),
      };
    },
  };
}
