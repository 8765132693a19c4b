import { sql, type Kysely } from 'kysely';
import type { AdminActivity, AdminAnalysis, AdminStats, AdminUser } from '@doco/contracts';
import type { Database, User } from '@doco/db';
import type { BillingClient } from '../../clients/billing.ts';

// The admin portal's reads: platform figures, users, analyses and the activity log.

const MELBOURNE = 'Australia/Melbourne';
export const PAGE_SIZE = 20;

export function toAdminUser(user: User, credits: number): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus ?? null,
    subscriptionCredits: credits,
    stripeCustomerId: user.stripeCustomerId,
    suspended: user.suspendedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * The gateway's own tables, and for billing's figures (subscriptions, revenue, credits, payments) billing's
 * internal API: the gateway reads none of billing's tables (docs/ARCHITECTURE.md).
 */
export function createOverviewRepository(db: Kysely<Database>, billing: Pick<BillingClient, 'adminStats' | 'adminCredits' | 'adminUserPayments'>) {
  const count = async (query: Promise<{ n: number } | undefined>) => (await query)?.n ?? 0;
  const withCredits = async (users: User[]) => {
    const credits = await billing.adminCredits(users.map((u) => u.id));
    return users.map((u) => toAdminUser(u, credits[u.id] ?? 0));
  };

  return {
    /** The figures but revenue, which billing answers (routes.ts). */
    async stats(): Promise<Omit<AdminStats, 'totalRevenue'>> {
      const today = sql<Date>`date_trunc('day', now() at time zone ${MELBOURNE}) at time zone ${MELBOURNE}`;
      const month = sql<Date>`date_trunc('month', now() at time zone ${MELBOURNE}) at time zone ${MELBOURNE}`;
      const [totalUsers, newUsersToday, billingFigures, totalDocuments, analysesThisMonth, pendingContacts] = await Promise.all([
        count(db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()),
        count(db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('createdAt', '>=', today).executeTakeFirst()),
        billing.adminStats(),
        count(db.selectFrom('documents').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()),
        count(db.selectFrom('analyses').select(sql<number>`count(*)::int`.as('n')).where('createdAt', '>=', month).executeTakeFirst()),
        count(db.selectFrom('contactMessages').select(sql<number>`count(*)::int`.as('n')).where('status', '=', 'new').executeTakeFirst()),
      ]);
      const { activeSubscriptions } = billingFigures;
      return { totalUsers, newUsersToday, activeSubscriptions, totalDocuments, analysesThisMonth, pendingContacts };
    },

    async recentUsers(limit = 10) {
      return withCredits(await db.selectFrom('users').selectAll().orderBy('createdAt', 'desc').limit(limit).execute());
    },

    /** Search by email or name (case-insensitive, the query's wildcards taken literally), newest first. */
    async searchUsers(query: string, page: number) {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const base = db
        .selectFrom('users')
        .$if(query.length > 0, (qb) =>
          qb.where((eb) =>
            eb.or([eb('email', 'ilike', like), eb('firstName', 'ilike', like), eb('lastName', 'ilike', like), eb(sql`first_name || ' ' || last_name`, 'ilike', like)]),
          ),
        );
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('createdAt', 'desc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute(),
        count(base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()),
      ]);
      return { users: await withCredits(rows), page, pageSize: PAGE_SIZE, total };
    },

    findUser: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /** `credits` by kind come from billing (its ledger is the record, and it grants the sign-up credit). */
    async userDetail(user: User, credits: { free: number; subscription: number; payg: number; total: number }) {
      const [documents, analyses, payments] = await Promise.all([
        count(db.selectFrom('documents').select(sql<number>`count(*)::int`.as('n')).where('userId', '=', user.id).executeTakeFirst()),
        count(
          db
            .selectFrom('analyses as a')
            .innerJoin('documents as d', 'd.id', 'a.documentId')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('d.userId', '=', user.id)
            .executeTakeFirst(),
        ),
        billing.adminUserPayments(user.id),
      ]);
      return {
        ...toAdminUser(user, credits.total),
        credits,
        documents,
        analyses,
        payments,
      };
    },

    async recentAnalyses(limit = 10): Promise<AdminAnalysis[]> {
      const rows = await db
        .selectFrom('analyses as a')
        .leftJoin('documents as d', 'd.id', 'a.documentId')
        .leftJoin('users as u', 'u.id', 'd.userId')
        .select(['a.id', 'a.status', 'a.totalConcerns', 'a.createdAt', 'd.originalName', 'u.email'])
        .orderBy('a.createdAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, status: r.status, documentName: r.originalName, userEmail: r.email, totalConcerns: r.totalConcerns, createdAt: r.createdAt.toISOString() }));
    },

    async activity(page: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('adminActivityLog as l')
          .leftJoin('adminUsers as a', 'a.id', 'l.adminId')
          .select(['l.id', 'a.email', 'l.action', 'l.target', 'l.details', 'l.ipAddress', 'l.userAgent', 'l.createdAt'])
          .orderBy('l.createdAt', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        count(db.selectFrom('adminActivityLog').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()),
      ]);
      const entries: AdminActivity[] = rows.map((r) => ({
        id: r.id,
        adminEmail: r.email,
        action: r.action,
        target: r.target,
        details: (r.details as Record<string, unknown> | null) ?? null,
        ipAddress: r.ipAddress,
        userAgent: r.userAgent,
        createdAt: r.createdAt.toISOString(),
      }));
      return { entries, page, pageSize: PAGE_SIZE, total };
    },
  };
}
