import type { Database, Kysely, User } from '@doco/db';

/** pg's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  hashedPassword: string;
  verificationTokenHash: string;
  verificationTokenExpiry: Date;
}

/**
 * All SQL on `users` for sign-up, sign-in and recovery. Emails are passed lower-cased. `changed` is
 * told after each write to a user's row (gateways drop the row they keep in memory).
 */
export function createUsersRepository(db: Kysely<Database>, changed: (userId: string) => void = () => {}) {
  return {
    findByEmail(email: string, trx: Kysely<Database> = db): Promise<User | undefined> {
      return trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** The new user, or null when the email is already taken. */
    async create(account: NewAccount, trx: Kysely<Database> = db): Promise<User | null> {
      try {
        return await trx
          .insertInto('users')
          .values({
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            hashedPassword: account.hashedPassword,
            verificationToken: account.verificationTokenHash,
            verificationTokenExpiry: account.verificationTokenExpiry,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setVerificationToken(userId: string, tokenHash: string, expiry: Date, trx: Kysely<Database> = db) {
      await trx
        .updateTable('users')
        .set({ verificationToken: tokenHash, verificationTokenExpiry: expiry })
        .where('id', '=', userId)
        .execute();
      changed(userId);
    },

    /**
     * Marks the email verified; 'already' when the link was used before (its hash is kept after use, so a
     * second click can say so: it grants nothing), undefined when it is unknown or expired.
     */
    async verifyEmail(tokenHash: string, trx: Kysely<Database> = db): Promise<'verified' | 'already' | undefined> {
      const row = await trx
        .updateTable('users')
        .set({ emailVerified: true, verificationTokenExpiry: null })
        .where('verificationToken', '=', tokenHash)
        .where('emailVerified', '=', false)
        .where('verificationTokenExpiry', '>', new Date())
        .returning(['id'])
        .executeTakeFirst();
      if (row) {
        changed(row.id);
        return 'verified';
      }
      const used = await trx.selectFrom('users').select('id').where('verificationToken', '=', tokenHash).where('emailVerified', '=', true).executeTakeFirst();
      return used ? 'already' : undefined;
    },

    /** Records the account's first sign-in; true when this is it (a later or concurrent one finds it set). */
    async markFirstSignIn(userId: string, at: Date, trx: Kysely<Database> = db): Promise<boolean> {
      const row = await trx.updateTable('users').set({ firstSignedInAt: at }).where('id', '=', userId).where('firstSignedInAt', 'is', null).returning(['id']).executeTakeFirst();
      if (row) changed(userId);
      return row !== undefined;
    },

    async setResetToken(userId: string, tokenHash: string, expiry: Date, trx: Kysely<Database> = db) {
      await trx
        .updateTable('users')
        .set({ resetToken: tokenHash, resetTokenExpiry: expiry })
        .where('id', '=', userId)
        .execute();
      changed(userId);
    },

    /** The user a live reset token belongs to (not suspended), without spending it. */
    findByResetToken(tokenHash: string, trx: Kysely<Database> = db): Promise<User | undefined> {
      return trx
        .selectFrom('users')
        .selectAll()
        .where('resetToken', '=', tokenHash)
        .where('resetTokenExpiry', '>', new Date())
        .where('suspendedAt', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Sets the new password and spends the reset token in one statement, so two uses of one link
     * cannot both succeed. Following the link proves the address, so the email counts as verified.
     * Every session issued before now is refused from here on, whatever its row says.
     */
    async resetPassword(tokenHash: string, hashedPassword: string, trx: Kysely<Database> = db) {
      const row = await trx
        .updateTable('users')
        .set({
          hashedPassword,
          resetToken: null,
          resetTokenExpiry: null,
          emailVerified: true,
          verificationToken: null,
          verificationTokenExpiry: null,
          sessionsValidAfter: new Date(),
        })
        .where('resetToken', '=', tokenHash)
        .where('resetTokenExpiry', '>', new Date())
        .where('suspendedAt', 'is', null)
        .returning(['id', 'email', 'firstName'])
        .executeTakeFirst();
      if (row) changed(row.id);
      return row;
    },

    /** The new password; sessions issued before `sessionsValidAfter` are refused from then on. */
    async updatePassword(userId: string, hashedPassword: string, sessionsValidAfter: Date, trx: Kysely<Database> = db) {
      await trx
        .updateTable('users')
        .set({ hashedPassword, resetToken: null, resetTokenExpiry: null, sessionsValidAfter })
        .where('id', '=', userId)
        .execute();
      changed(userId);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
