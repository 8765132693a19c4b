import { sql, type Kysely } from 'kysely';
import type { Database } from '@doco/db';
import { SHARE_OPENS_LISTED, type ErrorReportReason, type ReportShare, type ReportedItemKind } from '@doco/contracts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** All SQL of shared report links (issue 28 §5): the links, their openings, and what a shared view reads. */
export function createSharesRepository(db: Kysely<Database>) {
  return {
    /** The analysis, when it belongs to this user (another user's id reads as not found). */
    async ownedAnalysis(userId: string, analysisId: string) {
      return db
        .selectFrom('analyses as a')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .select(['a.id', 'a.status'])
        .where('a.id', '=', analysisId)
        .where('d.userId', '=', userId)
        .executeTakeFirst();
    },

    async insert(input: { analysisId: string; tokenHash: string; hideNotes: boolean; expiresAt: Date }) {
      return db.insertInto('reportShares').values(input).returning('id').executeTakeFirstOrThrow();
    },

    /** Links of the analysis that still work (neither revoked nor expired). */
    async countWorking(analysisId: string) {
      const row = await db
        .selectFrom('reportShares')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('analysisId', '=', analysisId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The analysis's links, newest first, each with its count, last opening and latest openings. */
    async list(analysisId: string, now = new Date()): Promise<ReportShare[]> {
      const shares = await db
        .selectFrom('reportShares')
        .select(['id', 'createdAt', 'expiresAt', 'revokedAt', 'hideNotes'])
        .where('analysisId', '=', analysisId)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      if (shares.length === 0) return [];
      const ids = shares.map((s) => s.id);
      const [counts, opens] = await Promise.all([
        db
          .selectFrom('reportShareOpens')
          .select(['shareId', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('openedAt').as('last')])
          .where('shareId', 'in', ids)
          .groupBy('shareId')
          .execute(),
        db
          .selectFrom((eb) =>
            eb
              .selectFrom('reportShareOpens')
              .select(['shareId', 'openedAt', 'part', 'browser', 'networkHash', sql<number>`row_number() over (partition by share_id order by opened_at desc, id)`.as('n')])
              .where('shareId', 'in', ids)
              .as('o'),
          )
          .selectAll()
          .where('n', '<=', SHARE_OPENS_LISTED)
          .orderBy('openedAt', 'desc')
          .execute(),
      ]);
      return shares.map((share) => {
        const count = counts.find((c) => c.shareId === share.id);
        const expiresAt = new Date(share.expiresAt);
        return {
          id: share.id,
          createdAt: iso(share.createdAt),
          expiresAt: expiresAt.toISOString(),
          revokedAt: share.revokedAt ? iso(share.revokedAt) : null,
          status: share.revokedAt ? 'revoked' : expiresAt <= now ? 'expired' : 'active',
          hideNotes: share.hideNotes,
          openCount: Number(count?.n ?? 0),
          lastOpenedAt: count?.last ? iso(count.last as Date) : null,
          opens: opens
            .filter((o) => o.shareId === share.id)
            .map((o) => ({ openedAt: iso(o.openedAt), part: o.part as 'report' | 'pdf', browser: o.browser, network: o.networkHash.slice(0, 6) })),
        };
      });
    },

    /** Revokes the analysis's link; false when it is none of this analysis's. Revoking twice keeps the first time. */
    async revoke(analysisId: string, shareId: string) {
      const found = await db.selectFrom('reportShares').select('id').where('id', '=', shareId).where('analysisId', '=', analysisId).executeTakeFirst();
      if (!found) return false;
      await db.updateTable('reportShares').set({ revokedAt: sql<Date>`now()` }).where('id', '=', shareId).where('revokedAt', 'is', null).execute();
      return true;
    },

    /**
     * The link a token's hash names, when it still works: not revoked, not expired, its analysis
     * completed and its owner neither suspended nor deleted. Anything else reads as not found.
     */
    async working(tokenHash: string) {
      return db
        .selectFrom('reportShares as s')
        .innerJoin('analyses as a', 'a.id', 's.analysisId')
        .innerJoin('documents as d', 'd.id', 'a.documentId')
        .innerJoin('users as u', 'u.id', 'd.userId')
        .select(['s.id', 's.analysisId', 's.hideNotes', 's.expiresAt', 'd.userId'])
        .where('s.tokenHash', '=', tokenHash)
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', sql<Date>`now()`)
        .where('a.status', '=', 'completed')
        .where('u.suspendedAt', 'is', null)
        .executeTakeFirst();
    },

    async logOpen(input: { shareId: string; part: 'report' | 'pdf'; browser: string; networkHash: string }) {
      await db.insertInto('reportShareOpens').values(input).execute();
    },

    /** When the buyer last hid an item of this analysis (null: nothing hidden). */
    async newestHiddenAt(analysisId: string): Promise<Date | null> {
      const row = await db
        .selectFrom('hiddenReportItems')
        .select((eb) => eb.fn.max('createdAt').as('newest'))
        .where('analysisId', '=', analysisId)
        .executeTakeFirst();
      return row?.newest ? new Date(row.newest as Date) : null;
    },

    /** What the buyer reported as looking wrong on this analysis, oldest first (their notes). */
    async notes(analysisId: string) {
      const rows = await db
        .selectFrom('errorReports')
        .select(['itemKind', 'itemKey', 'itemTitle', 'reason', 'note', 'createdAt'])
        .where('analysisId', '=', analysisId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        kind: row.itemKind as ReportedItemKind,
        key: row.itemKey,
        itemTitle: row.itemTitle,
        reason: row.reason as ErrorReportReason,
        note: row.note,
        createdAt: iso(row.createdAt),
      }));
    },
  };
}
export type SharesRepository = ReturnType<typeof createSharesRepository>;
