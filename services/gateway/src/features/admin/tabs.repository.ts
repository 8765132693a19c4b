import { sql, type Kysely } from 'kysely';
import type { AdminContact } from '@doco/contracts';
import type { Database } from '@doco/db';
import { PAGE_SIZE } from './overview.repository.ts';

// The reads and writes of the Contacts tab, and the refunds waiting the System tab shows. The Payments
// tab's rows are billing's: they come from its internal API (clients/billing.ts).

export function createTabsRepository(db: Kysely<Database>) {
  const count = async (query: Promise<{ n: number } | undefined>) => (await query)?.n ?? 0;
  const toContact = (r: { createdAt: Date; repliedAt: Date | null } & Omit<AdminContact, 'createdAt' | 'repliedAt'>): AdminContact => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
  });

  return {
    async listContacts(filter: { status?: string | undefined; page: number }) {
      let query = db.selectFrom('contactMessages');
      if (filter.status) query = query.where('status', '=', filter.status);
      const [rows, total, pendingUnverified] = await Promise.all([
        query
          .select(['id', 'firstName', 'lastName', 'email', 'subject', 'category', 'message', 'status', 'adminNotes', 'createdAt', 'repliedAt'])
          .orderBy('createdAt', 'desc')
          .limit(PAGE_SIZE)
          .offset((filter.page - 1) * PAGE_SIZE)
          .execute(),
        count(query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()),
        count(db.selectFrom('pendingContactMessages').select(sql<number>`count(*)::int`.as('n')).where('isVerified', '=', false).executeTakeFirst()),
      ]);
      return { contacts: rows.map(toContact), pendingUnverified, page: filter.page, pageSize: PAGE_SIZE, total };
    },

    /** Refunds of failed analyses billing has not confirmed yet, through the worker's `refunds_waiting_v`. */
    async refundsWaiting() {
      const row = await db.selectFrom('refundsWaitingV').selectAll().executeTakeFirst();
      const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
      return { waiting: row?.waiting ?? 0, oldestAt: iso(row?.oldestAt), lastError: row?.lastError ?? null, lastAttemptAt: iso(row?.lastAttemptAt) };
    },

    findContact: (id: string) => db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst(),

    async updateContact(id: string, change: { status?: string | undefined; adminNotes?: string | null | undefined; repliedAt?: Date }) {
      const row = await db
        .updateTable('contactMessages')
        .set({
          ...(change.status ? { status: change.status } : {}),
          ...(change.adminNotes !== undefined ? { adminNotes: change.adminNotes } : {}),
          ...(change.repliedAt ? { repliedAt: change.repliedAt } : {}),
        })
        .where('id', '=', id)
        .returning(['id', 'firstName', 'lastName', 'email', 'subject', 'category', 'message', 'status', 'adminNotes', 'createdAt', 'repliedAt'])
        .executeTakeFirst();
      return row ? toContact(row) : undefined;
    },
  };
}
