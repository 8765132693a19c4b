import { randomBytes } from 'node:crypto';
import { createDb, SERVICE_ROLES, setRolePassword, sql, toJson, type Database, type Kysely } from '@doco/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlAsRole } from './as-role.ts';
import { createAdminUser, createAnalysis, createDocument, createUser } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Each service's Postgres role (migration 2026-11-27T0901_i24_service_roles) writes only what its
// service owns: the analysis worker's credentials cannot touch users or admin_users.

let t: TestDatabase;
const asRole: Record<string, Kysely<Database>> = {};
beforeAll(async () => {
  t = await createTestDatabase();
  for (const role of Object.values(SERVICE_ROLES)) asRole[role] = createDb({ url: urlAsRole(t.url, role), max: 2 });
});
afterAll(async () => {
  await Promise.all(Object.values(asRole).map((db) => db.destroy()));
  await t?.destroy();
});

const denied = (attempt: Promise<unknown>) => expect(attempt).rejects.toMatchObject({ code: '42501' }); // insufficient_privilege

describe('service roles', () => {
  it('each connection really is its role', async () => {
    const { rows } = await sql<{ role: string }>`select current_user as role`.execute(asRole.doco_worker!);
    expect(rows[0]?.role).toBe('doco_worker');
  });

  it("the worker's role cannot read or write users or admin_users, and writes its own tables", async () => {
    const worker = asRole.doco_worker!;
    const user = await createUser(t.db);
    const admin = await createAdminUser(t.db);
    await denied(worker.insertInto('users').values({ email: 'attacker@example.test' }).execute());
    await denied(worker.updateTable('users').set({ hashedPassword: 'x' }).where('id', '=', user.id).execute());
    await denied(worker.deleteFrom('users').where('id', '=', user.id).execute());
    await denied(worker.selectFrom('users').select('hashedPassword').execute());
    await denied(worker.insertInto('adminUsers').values({ email: 'attacker@example.test', hashedPassword: 'x' }).execute());
    await denied(worker.updateTable('adminUsers').set({ isActive: true }).where('id', '=', admin.id).execute());
    await denied(worker.insertInto('creditLedger').values({ userId: user.id, kind: 'purchase', delta: 100, reason: 'free money' } as never).execute());
    await denied(worker.updateTable('documents').set({ userId: user.id }).execute());
    await denied(worker.selectFrom('documents').selectAll().execute());

    const analysis = await createAnalysis(t.db, (await createDocument(t.db, user.id)).id);
    await worker.updateTable('analyses').set({ status: 'processing' }).where('id', '=', analysis.id).execute();
    await worker.insertInto('concerns').values({ analysisId: analysis.id, category: 'legal', title: 'T', description: 'D', confidence: 90 }).execute();
    await worker.insertInto('analysisTexts').values({ analysisId: analysis.id, content: 'text' }).execute();
    const view = await worker.selectFrom('analysisResultsV').select('concerns').where('analysisId', '=', analysis.id).executeTakeFirstOrThrow();
    expect(view.concerns).toHaveLength(1);
  });

  it("columns added after the grants (a concern's kind, 'could not confirm') are the worker's to write and the gateway's to read through the view", async () => {
    const worker = asRole.doco_worker!;
    const gateway = asRole.doco_gateway!;
    const analysis = await createAnalysis(t.db, (await createDocument(t.db, (await createUser(t.db)).id)).id);
    const unconfirmed = [{ kind: null, item: 'Building permits', page: 2, reason: 'The item is there but no answer to it could be read.' }];
    await worker.insertInto('concerns').values({ analysisId: analysis.id, category: 'legal', title: 'T', description: 'D', confidence: 90, kind: 'easement' }).execute();
    await worker
      .insertInto('comprehensivePropertyAnalysis')
      .values({ analysisId: analysis.id, propertyDetails: toJson({}), costs: toJson({}), buyerSummary: toJson({}), couldNotConfirm: toJson(unconfirmed) } as never)
      .execute();
    await worker.updateTable('concerns').set({ kind: 'restrictive_covenant' }).where('analysisId', '=', analysis.id).execute();
    const view = await gateway.selectFrom('analysisResultsV').select(['concerns', 'couldNotConfirm']).where('analysisId', '=', analysis.id).executeTakeFirstOrThrow();
    expect(view.concerns.map((c) => c.kind)).toEqual(['restrictive_covenant']);
    expect(view.couldNotConfirm).toEqual(unconfirmed);
    await denied(gateway.updateTable('concerns').set({ kind: null }).execute());
    await denied(gateway.updateTable('comprehensivePropertyAnalysis').set({ couldNotConfirm: toJson([]) }).execute());
  });

  it("the document's text and its scanned pages are the worker's to write and the gateway's to read through analysis_pages_v only", async () => {
    const worker = asRole.doco_worker!;
    const gateway = asRole.doco_gateway!;
    const analysis = await createAnalysis(t.db, (await createDocument(t.db, (await createUser(t.db)).id)).id);
    await worker.insertInto('analysisTexts').values({ analysisId: analysis.id, content: 'one\ftwo', scannedPages: toJson([{ page: 2, confidence: 81 }]) }).execute();
    const row = await gateway.selectFrom('analysisPagesV').select(['content', 'scannedPages']).where('analysisId', '=', analysis.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'one\ftwo', scannedPages: [{ page: 2, confidence: 81 }] });
    await denied(gateway.selectFrom('analysisTexts').select('content').execute());
    await denied(gateway.updateTable('analysisTexts').set({ content: 'x' }).execute());
  });

  it("reported errors and hidden items (issue 26) are the gateway's to write; the worker only reads the hidden items through their view", async () => {
    const worker = asRole.doco_worker!;
    const gateway = asRole.doco_gateway!;
    const user = await createUser(t.db);
    const analysis = await createAnalysis(t.db, (await createDocument(t.db, user.id)).id);
    await gateway
      .insertInto('errorReports')
      .values({ analysisId: analysis.id, userId: user.id, itemKind: 'fact', itemKey: 'zoning', itemTitle: 'Zoning: Township Zone', reason: 'other' })
      .execute();
    await gateway.insertInto('hiddenReportItems').values({ analysisId: analysis.id, itemKind: 'fact', itemKey: 'zoning' }).execute();
    const hidden = await worker.selectFrom('hiddenReportItemsV').select(['itemKind', 'itemKey']).where('analysisId', '=', analysis.id).execute();
    expect(hidden).toEqual([{ itemKind: 'fact', itemKey: 'zoning' }]);
    await denied(worker.selectFrom('errorReports').selectAll().execute());
    await denied(worker.deleteFrom('hiddenReportItems').execute());
    await denied(gateway.updateTable('comprehensivePropertyAnalysis').set({ reportResult: null }).execute());
  });

  it("billing's role writes only the subscription columns of users, and none of the gateway's tables", async () => {
    const billing = asRole.doco_billing!;
    const user = await createUser(t.db);
    await billing.updateTable('users').set({ subscriptionPlan: 'monthly', stripeCustomerId: 'cus_1' }).where('id', '=', user.id).execute();
    await denied(billing.updateTable('users').set({ hashedPassword: 'x' }).where('id', '=', user.id).execute());
    await denied(billing.updateTable('users').set({ email: 'attacker@example.test' }).where('id', '=', user.id).execute());
    await denied(billing.insertInto('adminUsers').values({ email: 'attacker@example.test', hashedPassword: 'x' }).execute());
    await denied(billing.selectFrom('sessions').selectAll().execute());
    // Who a payer is comes through the gateway's payers_v; the rest of users stays the gateway's.
    await denied(billing.selectFrom('users').select('hashedPassword').execute());
    await denied(billing.selectFrom('users').select('email').execute());
    const payer = await billing.selectFrom('payersV').select(['email', 'stripeCustomerId']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(payer).toEqual({ email: user.email, stripeCustomerId: 'cus_1' });
  });

  it("the gateway's role neither reads nor writes billing's tables (the admin portal asks billing), and reads the refunds waiting through their view", async () => {
    const gateway = asRole.doco_gateway!;
    const user = await createUser(t.db);
    await denied(gateway.selectFrom('creditLedger').selectAll().execute());
    await denied(gateway.selectFrom('payments').select('amount').execute());
    await denied(gateway.selectFrom('subscriptions').selectAll().execute());
    await denied(gateway.selectFrom('webhookEvents').selectAll().execute());
    await denied(gateway.insertInto('creditLedger').values({ userId: user.id, kind: 'purchase', delta: 100, reason: 'free money' } as never).execute());
    await denied(gateway.updateTable('payments').set({ userId: null }).execute());
    await denied(gateway.updateTable('payments').set({ amount: 1 }).execute());
    await denied(gateway.deleteFrom('concerns').execute());
    await denied(gateway.selectFrom('refundOutbox').selectAll().execute());
    const waiting = await gateway.selectFrom('refundsWaitingV').selectAll().executeTakeFirstOrThrow();
    expect(waiting.waiting).toBeGreaterThanOrEqual(0);
  });

  it("deleting a user as the gateway still takes their ledger rows and detaches a payment (the foreign keys' actions run as the tables' owner)", async () => {
    const gateway = asRole.doco_gateway!;
    const user = await createUser(t.db);
    await t.db.insertInto('creditLedger').values({ userId: user.id, kind: 'admin', delta: 2, expiresAt: null, idempotencyKey: `roles-test:${user.id}`, reason: 'grant' }).execute();
    const payment = await t.db.insertInto('payments').values({ userId: user.id, provider: 'sandbox', amount: 300, type: 'payg_credits', status: 'succeeded' } as never).returning('id').executeTakeFirstOrThrow();
    await gateway.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await t.db.selectFrom('creditLedger').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('payments').select(['id', 'userId']).where('id', '=', payment.id).execute()).toEqual([{ id: payment.id, userId: null }]);
  });

  it("the worker owes refunds in its own refund_outbox, and reads an analysis's document only through the gateway's analysis_documents_v", async () => {
    const worker = asRole.doco_worker!;
    const user = await createUser(t.db);
    const document = await createDocument(t.db, user.id);
    const analysis = await createAnalysis(t.db, document.id);
    await worker.insertInto('refundOutbox').values({ analysisId: analysis.id, reason: 'Analysis failed: damaged' }).execute();
    await worker.updateTable('refundOutbox').set({ confirmedAt: new Date(), outcome: 'refunded' }).where('analysisId', '=', analysis.id).execute();
    const row = await worker.selectFrom('analysisDocumentsV').select(['documentId', 'userId', 'storageKey']).where('analysisId', '=', analysis.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ documentId: document.id, userId: user.id, storageKey: document.storageKey });
    await denied(worker.selectFrom('documents').select('storageKey').execute());
    // Of the gateway's analyses row, only an analysis's progress and outcome are the worker's.
    await worker.updateTable('analyses').set({ status: 'failed', errorMessage: 'damaged', completedAt: null }).where('id', '=', analysis.id).execute();
    await denied(worker.updateTable('analyses').set({ documentId: document.id }).where('id', '=', analysis.id).execute());
    await denied(worker.updateTable('analyses').set({ signingDate: '2026-12-01' }).where('id', '=', analysis.id).execute());
  });

  it('every table and view is granted to a service role (a new table must say whose it is)', async () => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
         and c.relname not like 'kysely\\_%'
         and not exists (
           select 1 from information_schema.table_privileges p
            where p.table_schema = n.nspname and p.table_name = c.relname
              and p.grantee in ('doco_gateway', 'doco_billing', 'doco_worker'))
         and not exists (
           select 1 from information_schema.column_privileges p
            where p.table_schema = n.nspname and p.table_name = c.relname
              and p.grantee in ('doco_gateway', 'doco_billing', 'doco_worker'))`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('a role is given a password (quoted by the server) and may then log in', async () => {
    const role = `doco_test_role_${randomBytes(4).toString('hex')}`;
    await sql.raw(`create role ${role} nologin`).execute(t.db);
    try {
      await setRolePassword(t.db, role, "it's-a-password");
      const { rows } = await sql<{ login: boolean; hashed: boolean }>`
        select rolcanlogin as login, rolpassword like 'SCRAM-SHA-256$%' or rolpassword like 'md5%' as hashed
          from pg_authid where rolname = ${role}`.execute(t.db);
      expect(rows[0]).toEqual({ login: true, hashed: true });
    } finally {
      await sql.raw(`drop role ${role}`).execute(t.db);
    }
  });
});
