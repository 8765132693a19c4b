import type { Kysely } from 'kysely';
import type { AdminUser, Database } from '@doco/db';
import { writeCliAudit } from './audit.ts';

/** All SQL of admin_users (the gateway owns the admin portal). Emails are lower-cased by the table's trigger. */
export function createAdminsRepository(db: Kysely<Database>) {
  return {
    findByEmail: (email: string) => db.selectFrom('adminUsers').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
    findById: (id: string) => db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * `doco admin create`: creates the admin, or (same email) sets a new password and activates it,
     * with its audit row (`operator`: who ran the CLI) in the same transaction. Returns whether it was new.
     */
    async upsert(
      input: { email: string; hashedPassword: string; firstName: string | null; lastName: string | null },
      operator: string,
    ): Promise<{ admin: AdminUser; created: boolean }> {
      return db.transaction().execute(async (tx) => {
        const result = await upsertIn(tx, input);
        const action = result.created ? 'cli_admin_create' : 'cli_admin_reset_password';
        await writeCliAudit(tx, operator, { action, target: result.admin.id, details: { email: result.admin.email } });
        return result;
      });
    },

    list: () => db.selectFrom('adminUsers').select(['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'lastLoginAt', 'createdAt']).orderBy('createdAt').execute(),

    /** `doco admin disable`: deactivates the admin and ends its portal sessions, with its audit row; false when there is no such admin. */
    async disable(email: string, operator: string): Promise<boolean> {
      const admin = await this.findByEmail(email);
      if (!admin) return false;
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('adminUsers').set({ isActive: false, updatedAt: new Date() }).where('id', '=', admin.id).execute();
        await tx.deleteFrom('sessions').where('adminId', '=', admin.id).execute();
        await writeCliAudit(tx, operator, { action: 'cli_admin_disable', target: admin.id, details: { email: admin.email } });
      });
      return true;
    },

    /** The new password; sessions issued before `sessionsValidAfter` are refused from then on. */
    setPassword: (id: string, hashedPassword: string, sessionsValidAfter: Date) =>
      db.updateTable('adminUsers').set({ hashedPassword, sessionsValidAfter, updatedAt: new Date() }).where('id', '=', id).execute(),
    touchLogin: (id: string, at: Date) => db.updateTable('adminUsers').set({ lastLoginAt: at }).where('id', '=', id).execute(),
  };
}
export type AdminsRepository = ReturnType<typeof createAdminsRepository>;

/** Creates the admin, or (same email) sets a new password and activates it, inside `db` (a transaction). */
async function upsertIn(db: Kysely<Database>, input: { email: string; hashedPassword: string; firstName: string | null; lastName: string | null }): Promise<{ admin: AdminUser; created: boolean }> {
  const existing = await db.selectFrom('adminUsers').selectAll().where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst();
  if (existing) {
    const admin = await db
      .updateTable('adminUsers')
      .set({
        hashedPassword: input.hashedPassword,
        isActive: true,
        // The sessions it had before are refused from then on.
        sessionsValidAfter: new Date(),
        updatedAt: new Date(),
        ...(input.firstName !== null ? { firstName: input.firstName } : {}),
        ...(input.lastName !== null ? { lastName: input.lastName } : {}),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { admin, created: false };
  }
  const admin = await db
    .insertInto('adminUsers')
    .values({ email: input.email.trim().toLowerCase(), hashedPassword: input.hashedPassword, firstName: input.firstName, lastName: input.lastName })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { admin, created: true };
}
