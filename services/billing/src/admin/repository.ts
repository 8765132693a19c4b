import { sql, type Kysely } from 'kysely';
import type { AdminPayment, AdminPaymentDetail, AdminUserPayment } from '@doco/contracts';
import type { Database } from '@doco/db';

// The admin portal's reads of billing's tables (issue 25): the gateway asks for them over the internal
// API (admin/routes.ts) and reads none of these tables itself.

export const ADMIN_PAGE_SIZE = 20;
const MELBOURNE = 'Australia/Melbourne';

export interface AdminPaymentFilter {
  status?: string | undefined;
  type?: string | undefined;
  /** Melbourne dates, YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

export function createAdminRepository(db: Kysely<Database>) {
  const payments = () =>
    db
      .selectFrom('payments as p')
      .leftJoin('payersV as u', 'u.id', 'p.userId')
      .select(['p.id', 'p.userId', 'u.email as userEmail', 'p.amount', 'p.currency', 'p.type', 'p.status', 'p.description', 'p.credits', 'p.provider', 'p.createdAt']);
  const toPayment = (r: Awaited<ReturnType<ReturnType<typeof payments>['executeTakeFirstOrThrow']>>): AdminPayment => ({ ...r, createdAt: r.createdAt.toISOString() });

  return {
    /** The dashboard's billing figures: users with an active (or trialing) subscription, and revenue kept. */
    async stats() {
      const [subscribers, revenue] = await Promise.all([
        db.selectFrom('subscriptions').select(sql<number>`count(distinct user_id)::int`.as('n')).where('status', 'in', ['active', 'trialing']).executeTakeFirst(),
        // Refunded and disputed payments leave 'succeeded', so what is left is revenue kept.
        db.selectFrom('payments').select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('n')).where('status', '=', 'succeeded').executeTakeFirst(),
      ]);
      return { activeSubscriptions: subscribers?.n ?? 0, totalRevenue: Number(revenue?.n ?? 0) };
    },

    /** Remaining credits of each user: the ledger's live (unexpired) rows, never below zero. */
    async creditsOf(userIds: string[]): Promise<Record<string, number>> {
      if (userIds.length === 0) return {};
      const rows = await db
        .selectFrom('creditLedger')
        .select(['userId', sql<number>`coalesce(sum(delta), 0)::int`.as('credits')])
        .where('userId', 'in', userIds)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date())]))
        .groupBy('userId')
        .execute();
      return Object.fromEntries(userIds.map((id) => [id, Math.max(0, rows.find((r) => r.userId === id)?.credits ?? 0)]));
    },

    /** A user's payments, newest first (the 50 latest), for their admin detail. */
    async userPayments(userId: string): Promise<AdminUserPayment[]> {
      const rows = await db
        .selectFrom('payments')
        .select(['id', 'amount', 'currency', 'type', 'status', 'description', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .limit(50)
        .execute();
      return rows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }));
    },

    /** Payments, newest first, by status, type and (Melbourne) date range. */
    async listPayments(filter: AdminPaymentFilter) {
      let query = payments();
      if (filter.status) query = query.where('p.status', '=', filter.status);
      if (filter.type) query = query.where('p.type', '=', filter.type);
      if (filter.from) query = query.where('p.createdAt', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone ${MELBOURNE}`);
      if (filter.to) query = query.where('p.createdAt', '<', sql<Date>`((${filter.to}::date) + 1)::timestamp at time zone ${MELBOURNE}`);
      const [rows, total] = await Promise.all([
        query.orderBy('p.createdAt', 'desc').limit(ADMIN_PAGE_SIZE).offset((filter.page - 1) * ADMIN_PAGE_SIZE).execute(),
        query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
      ]);
      return { payments: rows.map(toPayment), page: filter.page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0 };
    },

    /** One payment with the ledger rows it made, or undefined. */
    async payment(id: string): Promise<AdminPaymentDetail | undefined> {
      const row = await payments().where('p.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const ledger = await db.selectFrom('creditLedger').select(['id', 'kind', 'delta', 'reason', 'createdAt']).where('paymentId', '=', id).orderBy('createdAt').execute();
      return { ...toPayment(row), ledger: ledger.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) };
    },
  };
}
