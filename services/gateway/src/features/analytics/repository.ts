import { sql, type Kysely } from 'kysely';
import type { AnalyticsEvent } from '@doco/contracts';
import { toJson, type Database } from '@doco/db';
import { SERVER_VISITOR } from './server-events.ts';

/** All SQL of analytics_events: the writes from POST /api/events and the admin portal's queries. */
export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async insertBatch(batch: { userId: string | null; visitorId: string; events: AnalyticsEvent[] }) {
      await db
        .insertInto('analyticsEvents')
        .values(batch.events.map((e) => ({ name: e.name, userId: batch.userId, visitorId: batch.visitorId, path: e.path, properties: toJson(e.properties) })))
        .execute();
    },

    /** Page views per day (UTC) since `since`, oldest first. */
    async viewsPerDay(since: Date) {
      const rows = await db
        .selectFrom('analyticsEvents')
        .select([sql<string>`to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('views')])
        .where('name', '=', 'page_view')
        .where('createdAt', '>=', since)
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
      return rows;
    },

    /**
     * Checkouts begun and purchases since `since`, and their ratio: only the events the gateway
     * recorded itself count (a browser's claims, such as rows sent before issue 24, do not). Money
     * is not read here: revenue comes from billing's payments.
     */
    async funnel(since: Date) {
      const row = await db
        .selectFrom('analyticsEvents')
        .select([
          sql<number>`count(*) filter (where name = 'begin_checkout')::int`.as('checkouts'),
          sql<number>`count(*) filter (where name = 'purchase')::int`.as('purchases'),
        ])
        .where('createdAt', '>=', since)
        .where('visitorId', '=', SERVER_VISITOR)
        .executeTakeFirstOrThrow();
      return { ...row, conversion: row.checkouts > 0 ? Math.min(1, row.purchases / row.checkouts) : 0 };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
