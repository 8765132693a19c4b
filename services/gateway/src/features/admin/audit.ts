import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { toJson, type Database, type JsonObject } from '@doco/db';

/** Keys never written to the audit log, whatever an action's details hold. */
const SECRET_KEYS = /password|token|secret|hash|link/i;

function withoutSecrets(details: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(details).filter(([key, value]) => !SECRET_KEYS.test(key) && value !== undefined)) as JsonObject;
}

type AuditEntry = { adminId: string | null; action: string; target?: string | null; details?: Record<string, unknown> };

/** One admin_activity_log row: who, what, on whom, from where (in the caller's transaction when given). */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, request: FastifyRequest, entry: AuditEntry) {
  await insertAudit(db, entry, { ipAddress: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) || null });
}

/**
 * The row of something done with the `doco admin` CLI on a host that reaches the database: no admin
 * session and no address, so it names the operating-system user and host it ran as.
 */
export async function writeCliAudit(db: Kysely<Database> | Transaction<Database>, operator: string, entry: Omit<AuditEntry, 'adminId'>) {
  await insertAudit(db, { ...entry, adminId: null, details: { via: 'cli', operator, ...entry.details } }, { ipAddress: null, userAgent: 'doco admin CLI' });
}

async function insertAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry, from: { ipAddress: string | null; userAgent: string | null }) {
  await db
    .insertInto('adminActivityLog')
    .values({
      adminId: entry.adminId,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ? toJson(withoutSecrets(entry.details)) : null,
      ...from,
    })
    .execute();
}
