import type { Kysely } from 'kysely';
import type { AdminUser, Database } from '@doco/db';

/** All SQL of admin_users (the gateway owns the admin portal). Emails are lower-cased by the table's trigger. */
export function createAdminsRepository(db: Kysely<Database>) {
  return {
    findByEmail: (email: string) => db.selectFrom('adminUsers').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
    findById: (id: string) => db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Creates the admin, or (same email) sets a new password and activates it; the sessions it had
     * before are refused from then on. Returns whether it was new.
     */
    async upsert(input: { email: string; hashedPassword: string; firstName: string | null; lastName: string | null }): Promise<{ admin: AdminUser; created: boolean }> {
      const existing = await this.findByEmail(input.email);
      if (existing) {
        const admin = await db
          .updateTable('adminUsers')
          .set({
            hashedPassword: input.hashedPassword,
            isActive: true,
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
    },

    list: () => db.selectFrom('adminUsers').select(['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'lastLoginAt', 'createdAt']).orderBy('createdAt').execute(),

    /** Deactivates the admin and ends its portal sessions; false when there is no such admin. */
    async disable(email: string): Promise<boolean> {
      const admin = await this.findByEmail(email);
      if (!admin) return false;
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('adminUsers').set({ isActive: false, updatedAt: new Date() }).where('id', '=', admin.id).execute();
        await tx.deleteFrom('sessions').where('adminId', '=', admin.id).execute();
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
