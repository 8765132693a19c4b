import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AdminActionRequest } from '@doco/contracts';
import type { AdminUser, User } from '@doco/db';
import type { GatewayDeps } from '../../deps.ts';
import type { AccountEmails } from '../auth/emails.ts';
import { expiresIn, newToken, RESET_TTL_MS } from '../auth/tokens.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { badRequest } from '../../errors.ts';
import { writeAudit } from './audit.ts';
import { cancelReminders } from '../analyses/reminders.ts';

export interface ActionContext {
  deps: GatewayDeps;
  users: UsersRepository;
  emails: AccountEmails;
  /** Base of the links in mail (PUBLIC_URL). */
  publicBase: string;
}

/** What one action did: the confirmation for the admin, and what goes in the audit row. */
interface Done {
  message: string;
  details?: Record<string, unknown>;
}

/**
 * The eight admin actions on a user (spec-accounts-admin §4). Each writes one admin_activity_log
 * row; database changes and their audit row commit together where the change is ours to make.
 */
export async function runAction(ctx: ActionContext, request: FastifyRequest, admin: AdminUser, user: User, input: AdminActionRequest): Promise<string> {
  const { db } = ctx.deps;
  const audit = (tx: Parameters<typeof writeAudit>[0], done: Done) =>
    writeAudit(tx, request, { adminId: admin.id, action: input.action, target: user.id, details: { email: user.email, ...done.details } });
  const endSessions = (tx: Parameters<typeof writeAudit>[0]) => tx.deleteFrom('sessions').where('userId', '=', user.id).execute();

  let done: Done;
  switch (input.action) {
    case 'adjust_credits': {
      const result = await ctx.deps.billing.setCredits(user.id, {
        target: input.credits,
        reason: 'set by an administrator',
        adminId: admin.id,
        requestId: randomUUID(),
        ...(input.expectedBefore === undefined ? {} : { expectedBefore: input.expectedBefore }),
      });
      done = { message: `Credits set to ${result.after} (were ${result.before}).`, details: result };
      await audit(db, done);
      return done.message;
    }
    case 'change_plan': {
      done = { message: (await ctx.deps.billing.adminSetPlan(user.id, input.plan)).message, details: { plan: input.plan } };
      await audit(db, done);
      return done.message;
    }
    case 'send_email': {
      await ctx.deps.producer.sendEmail({
        emailId: `admin-message-${randomUUID()}`,
        template: 'admin-message',
        to: user.email,
        data: { firstName: user.firstName ?? '', subject: input.subject, message: input.message },
        requestId: request.id,
      });
      done = { message: `Email sent to ${user.email}.`, details: { subject: input.subject } };
      await audit(db, done);
      return done.message;
    }
    case 'verify_email':
      done = { message: 'Email marked as verified.' };
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ emailVerified: true, verificationToken: null, verificationTokenExpiry: null }).where('id', '=', user.id).execute();
        await audit(tx, done);
      });
      return done.message;
    case 'suspend_account':
      done = { message: 'Account suspended; the user is signed out and cannot sign in.' };
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ suspendedAt: new Date() }).where('id', '=', user.id).execute();
        await endSessions(tx);
        await audit(tx, done);
      });
      request.server.sessionCache?.userChanged(user.id);
      return done.message;
    case 'activate_account':
      done = { message: 'Account activated.' };
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ suspendedAt: null }).where('id', '=', user.id).execute();
        await audit(tx, done);
      });
      return done.message;
    case 'reset_password': {
      const { token, hash } = newToken();
      done = { message: `A password reset link was sent to ${user.email}; the user's sessions are ended.` };
      await db.transaction().execute(async (tx) => {
        await ctx.users.setResetToken(user.id, hash, expiresIn(RESET_TTL_MS), tx);
        await endSessions(tx);
        await audit(tx, done);
      });
      request.server.sessionCache?.userChanged(user.id);
      await ctx.emails.resetPassword(request, ctx.publicBase, user, token, hash);
      return done.message;
    }
    case 'delete_user':
      // The admin typed the email of the user they mean to delete (issue 27); anything else deletes nothing.
      if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(`The email typed does not match ${user.email}. Nothing was deleted.`);
      }
      return deleteUser(ctx, request, admin, user);
  }
}

/**
 * Removes the account with its documents, stored files, analyses and reports. Billing goes first
 * (the gateway writes none of its tables): it cancels the user's subscription at the provider now,
 * so the card is not charged again, and keeps their payments for 7 years, detached (no user id, only
 * a one-way hash of the email). If billing cannot, nothing is deleted and the admin tries again.
 * Stored objects go after the rows (a file that cannot be removed now is logged; its row, and so any
 * way to reach it, is gone).
 */
async function deleteUser(ctx: ActionContext, request: FastifyRequest, admin: AdminUser, user: User): Promise<string> {
  const { db, storage } = ctx.deps;
  const closed = await ctx.deps.billing.closeAccount(user.id);
  const deleted = await db.transaction().execute(async (tx) => {
    const documents = await tx.selectFrom('documents').select('storageKey').where('userId', '=', user.id).execute();
    // A pack's other files (issue 28); a document's first file is its own key.
    const files = await tx.selectFrom('documentFiles').innerJoin('documents', 'documents.id', 'documentFiles.documentId').select('documentFiles.storageKey').where('documents.userId', '=', user.id).execute();
    const analyses = await tx.selectFrom('analyses').innerJoin('documents', 'documents.id', 'analyses.documentId').select('analyses.id').where('documents.userId', '=', user.id).execute();
    const reports = await tx
      .selectFrom('analysisResultsV as r')
      .innerJoin('analyses', 'analyses.id', 'r.analysisId')
      .innerJoin('documents', 'documents.id', 'analyses.documentId')
      .select('r.reportStorageKey')
      .where('documents.userId', '=', user.id)
      .execute();
    await tx.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await tx.deleteFrom('users').where('id', '=', user.id).execute();
    const details = { payer: closed.payerHash, documents: documents.length, subscriptionsCancelled: closed.subscriptionsCancelled, paymentsKept: closed.paymentsKept };
    await writeAudit(tx, request, { adminId: admin.id, action: 'delete_user', target: user.id, details });
    return {
      storageKeys: [...new Set([...documents.map((d) => d.storageKey), ...files.map((f) => f.storageKey)]), ...reports.map((r) => r.reportStorageKey)].filter((k): k is string => Boolean(k)),
      analysisIds: analyses.map((a) => a.id),
    };
  });
  // Reminder mails of the user's analyses are taken back with the account.
  await cancelReminders(ctx.deps.producer, deleted.analysisIds);
  request.server.sessionCache?.userChanged(user.id);
  for (const key of deleted.storageKeys) await storage.delete(key).catch((err) => request.log.error({ err, key }, 'could not delete stored object'));
  const cancelled = closed.subscriptionsCancelled > 0 ? ' Their subscription was cancelled.' : '';
  return `User deleted: account, documents, analyses and reports removed; payments kept detached.${cancelled}`;
}
