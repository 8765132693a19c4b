import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AdminUser,
  Analysis,
  Database,
  Document,
  Kysely,
  NewAdminUser,
  NewAnalysis,
  NewDocument,
  NewUser,
  User,
} from '@doco/db';

// Insert-and-return helpers with valid, unique defaults. Overrides win; pass a Transaction as `db`
// to insert inside one.

const unique = () => randomBytes(5).toString('hex');

/** A verified user with a unique email (emailVerified true unless overridden; no password). */
export async function createUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}): Promise<User> {
  return db
    .insertInto('users')
    .values({
      email: `user-${unique()}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      emailVerified: true,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A 1 KiB PDF document record for `userId`, stored (notionally) at documents/{userId}/{documentId}. */
export async function createDocument(
  db: Kysely<Database>,
  userId: string,
  overrides: Partial<NewDocument> = {},
): Promise<Document> {
  const id = overrides.id ?? randomUUID();
  return db
    .insertInto('documents')
    .values({
      id,
      userId,
      filename: `${id}.pdf`,
      originalName: 'contract-of-sale.pdf',
      mimeType: 'application/pdf',
      size: 1024,
      storageKey: `documents/${userId}/${id}`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pending analysis of `documentId`. */
export async function createAnalysis(
  db: Kysely<Database>,
  documentId: string,
  overrides: Partial<NewAnalysis> = {},
): Promise<Analysis> {
  return db
    .insertInto('analyses')
    .values({ documentId, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An active admin. `hashedPassword` defaults to a placeholder that matches no password. */
export async function createAdminUser(db: Kysely<Database>, overrides: Partial<NewAdminUser> = {}): Promise<AdminUser> {
  return db
    .insertInto('adminUsers')
    .values({
      email: `admin-${unique()}@example.test`,
      hashedPassword: '!no-password',
      firstName: 'Test',
      lastName: 'Admin',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
