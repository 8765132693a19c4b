import type { ContactCategory } from '@doco/contracts';
import type { Database, Kysely } from '@doco/db';

export interface NewPendingMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  tokenHash: string;
  expiresAt: Date;
}

/** All SQL of the contact form's double opt-in. */
export function createContactRepository(db: Kysely<Database>) {
  return {
    async createPending(pending: NewPendingMessage, trx: Kysely<Database> = db) {
      const { tokenHash, ...fields } = pending;
      const row = await trx
        .insertInto('pendingContactMessages')
        .values({ ...fields, verificationToken: tokenHash })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A pending message whose link has not expired (verified or not). */
    findPendingByToken(tokenHash: string, trx: Kysely<Database> = db) {
      return trx
        .selectFrom('pendingContactMessages')
        .selectAll()
        .where('verificationToken', '=', tokenHash)
        .where('expiresAt', '>', new Date())
        .executeTakeFirst();
    },

    /**
     * Marks the pending message verified and copies it into contact_messages (status new). Returns
     * the new message's id, or undefined when it had been copied before (pendingMessageId is unique),
     * so a second click forwards nothing.
     */
    async confirm(pendingId: string, trx: Kysely<Database> = db): Promise<string | undefined> {
      const pending = await trx
        .updateTable('pendingContactMessages')
        .set((eb) => ({ isVerified: true, verifiedAt: eb.fn.coalesce('verifiedAt', eb.val(new Date())) }))
        .where('id', '=', pendingId)
        .returningAll()
        .executeTakeFirst();
      if (!pending) return undefined;
      const inserted = await trx
        .insertInto('contactMessages')
        .values({
          firstName: pending.firstName,
          lastName: pending.lastName,
          email: pending.email,
          subject: pending.subject,
          category: pending.category,
          message: pending.message,
          pendingMessageId: pending.id,
        })
        .onConflict((oc) => oc.column('pendingMessageId').doNothing())
        .returning(['id'])
        .executeTakeFirst();
      return inserted?.id;
    },

    /** Deletes pending messages whose link has expired; returns how many. */
    async purgeExpired(now = new Date()) {
      const result = await db.deleteFrom('pendingContactMessages').where('expiresAt', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
