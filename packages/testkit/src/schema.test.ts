import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MIME_TYPES, sql, toJson } from '@doco/db';
import { createAnalysis, createDocument, createUser } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// Every table and column of spec-accounts-admin §3, written out by hand (snake_case as stored), except
// what issue 16 moved when each service came to own its tables: documents.content (the extracted text,
// written by the worker) is analysis_texts.content, and property_details (written, never read; the
// comprehensive analysis carries the same facts) is gone. See MOVED_BY_ISSUE_16.
const SPEC_COLUMNS: Record<string, string[]> = {
  sessions: ['sid', 'sess', 'expire'],
  users: [
    'id', 'email', 'first_name', 'last_name', 'profile_image_url', 'hashed_password', 'email_verified',
    'verification_token', 'reset_token', 'reset_token_expiry', 'stripe_customer_id', 'stripe_subscription_id',
    'subscription_plan', 'subscription_status', 'subscription_current_period_start',
    'subscription_current_period_end', 'free_credits_used', 'subscription_credits', 'subscription_credits_used',
    'effective_cost_per_review', 'created_at', 'updated_at',
  ],
  documents: ['id', 'user_id', 'filename', 'original_name', 'mime_type', 'size', 'created_at'],
  analyses: [
    'id', 'document_id', 'status', 'total_concerns', 'category_counts', 'error_message', 'created_at', 'completed_at',
  ],
  concerns: [
    'id', 'analysis_id', 'category', 'title', 'description', 'confidence', 'location', 'context', 'created_at',
  ],
  register_search_statements: [
    'id', 'analysis_id', 'company_name', 'registration_number', 'incorporation_date', 'company_status',
    'company_type', 'registered_address', 'directors', 'shareholders', 'charges', 'additional_info', 'created_at',
  ],
  comprehensive_property_analysis: [
    'id', 'analysis_id', 'property_details', 'easements', 'restrictions', 'encumbrances', 'caveats', 'notices',
    'covenants', 'overlays', 'costs', 'risks', 'buyer_summary', 'property_images', 'created_at',
  ],
  reports: ['id', 'analysis_id', 'type', 'filename', 'content', 'content_type', 'file_size', 'created_at'],
  payments: [
    'id', 'user_id', 'stripe_payment_intent_id', 'stripe_subscription_id', 'amount', 'currency', 'type', 'status',
    'description', 'metadata', 'created_at', 'updated_at',
  ],
  pending_contact_messages: [
    'id', 'first_name', 'last_name', 'email', 'subject', 'category', 'message', 'verification_token', 'is_verified',
    'verified_at', 'expires_at', 'created_at',
  ],
  contact_messages: [
    'id', 'first_name', 'last_name', 'email', 'subject', 'category', 'message', 'status', 'admin_notes', 'created_at',
    'replied_at',
  ],
  admin_users: [
    'id', 'email', 'hashed_password', 'first_name', 'last_name', 'role', 'is_active', 'last_login_at', 'created_at',
    'updated_at',
  ],
  admin_activity_log: ['id', 'admin_id', 'action', 'target', 'details', 'ip_address', 'user_agent', 'created_at'],
};

// Additions beyond the spec that other services rely on.
const ADDED_COLUMNS: Record<string, string[]> = {
  users: ['suspended_at', 'verification_token_expiry'],
  documents: ['storage_key', 'sha256'],
  analyses: ['stage', 'progress', 'started_at', 'page_count'],
  reports: ['storage_key'],
  concerns: ['kind', 'severity'],
  comprehensive_property_analysis: ['could_not_confirm', 'checked'],
  analysis_texts: ['analysis_id', 'content', 'created_at'],
  payments: ['provider'],
  credit_ledger: [
    'id', 'user_id', 'kind', 'delta', 'expires_at', 'analysis_id', 'payment_id', 'idempotency_key', 'reason',
    'created_at',
  ],
  subscriptions: [
    'id', 'user_id', 'plan', 'status', 'provider', 'provider_subscription_id', 'provider_customer_id',
    'current_period_start', 'current_period_end', 'cancel_at_period_end', 'created_at', 'updated_at',
  ],
};

const MOVED_BY_ISSUE_16 = { gone: ['documents.content', 'property_details.id'] };

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

/** Runs `attempt` and returns the Postgres error code it failed with (or 'no error'). */
async function pgErrorCode(attempt: () => Promise<unknown>): Promise<string> {
  try {
    await attempt();
    return 'no error';
  } catch (error) {
    return String((error as { code?: unknown }).code ?? (error as Error).message);
  }
}

async function columnsByTable(): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns where table_schema = current_schema()
  `.execute(t.db);
  const map = new Map<string, Set<string>>();
  for (const { tableName, columnName } of rows) {
    if (!map.has(tableName)) map.set(tableName, new Set());
    map.get(tableName)?.add(columnName);
  }
  return map;
}

describe('schema', () => {
  it('has every table and column of the spec', async () => {
    const actual = await columnsByTable();
    const missing: string[] = [];
    for (const [table, columns] of Object.entries(SPEC_COLUMNS)) {
      for (const column of columns) if (!actual.get(table)?.has(column)) missing.push(`${table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the worker\'s data out of the gateway\'s tables (issue 16)', async () => {
    const actual = await columnsByTable();
    const present = MOVED_BY_ISSUE_16.gone.filter((name) => {
      const [table, column] = name.split('.') as [string, string];
      return actual.get(table)?.has(column);
    });
    expect(present).toEqual([]);
  });

  it('has the columns and tables added beyond the spec', async () => {
    const actual = await columnsByTable();
    const missing: string[] = [];
    for (const [table, columns] of Object.entries(ADDED_COLUMNS)) {
      for (const column of columns) if (!actual.get(table)?.has(column)) missing.push(`${table}.${column}`);
    }
    expect(missing).toEqual([]);
  });

  it('applies the spec defaults on insert', async () => {
    const user = await t.db.insertInto('users').values({ email: 'defaults@example.test' }).returningAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      emailVerified: false,
      freeCreditsUsed: 0,
      subscriptionCredits: 0,
      subscriptionCreditsUsed: 0,
      effectiveCostPerReview: 300,
      subscriptionPlan: 'free',
      suspendedAt: null,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.createdAt).toBeInstanceOf(Date);

    const document = await createDocument(t.db, user.id);
    const analysis = await t.db.insertInto('analyses').values({ documentId: document.id }).returningAll().executeTakeFirstOrThrow();
    expect(analysis).toMatchObject({ status: 'pending', totalConcerns: 0, categoryCounts: {}, progress: 0, stage: null });

    const payment = await t.db
      .insertInto('payments')
      .values({ userId: user.id, amount: 300, type: 'payg_credits', status: 'succeeded' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ currency: 'aud', metadata: {}, provider: 'stripe' });

    const contact = { firstName: 'Ann', lastName: 'Lee', email: 'a@example.test', subject: 'Hello there', category: 'general' as const, message: 'A message of some length' };
    const message = await t.db.insertInto('contactMessages').values(contact).returningAll().executeTakeFirstOrThrow();
    expect(message.status).toBe('new');
    const pending = await t.db
      .insertInto('pendingContactMessages')
      .values({ ...contact, verificationToken: 'hash-defaults', expiresAt: new Date(Date.now() + 86_400_000) })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(pending.isVerified).toBe(false);

    const admin = await t.db.insertInto('adminUsers').values({ email: 'boss@example.test', hashedPassword: 'x' }).returningAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'admin', isActive: true, lastLoginAt: null });
  });

  it('stores emails lower-cased and refuses a duplicate in any case', async () => {
    const user = await createUser(t.db, { email: 'Mixed.Case@Example.TEST' });
    expect(user.email).toBe('mixed.case@example.test');
    expect(await pgErrorCode(() => createUser(t.db, { email: 'MIXED.case@example.test' }))).toBe('23505');

    await t.db.insertInto('adminUsers').values({ email: 'Admin.Dup@example.test', hashedPassword: 'x' }).execute();
    expect(
      await pgErrorCode(() => t.db.insertInto('adminUsers').values({ email: 'admin.dup@EXAMPLE.test', hashedPassword: 'y' }).execute()),
    ).toBe('23505');
  });

  it('refuses duplicate unique keys', async () => {
    const contact = { firstName: 'Bo', lastName: 'Ng', email: 'b@example.test', subject: 'Subject', category: 'bug' as const, message: 'Something broke here' };
    const expiresAt = new Date(Date.now() + 86_400_000);
    await t.db.insertInto('pendingContactMessages').values({ ...contact, verificationToken: 'same-token', expiresAt }).execute();
    expect(
      await pgErrorCode(() => t.db.insertInto('pendingContactMessages').values({ ...contact, verificationToken: 'same-token', expiresAt }).execute()),
    ).toBe('23505');

    const user = await createUser(t.db);
    await createDocument(t.db, user.id, { storageKey: 'documents/shared-key' });
    expect(await pgErrorCode(() => createDocument(t.db, user.id, { storageKey: 'documents/shared-key' }))).toBe('23505');

    const intent = { userId: user.id, amount: 300, type: 'payg_credits', status: 'succeeded', stripePaymentIntentId: 'pi_dup' };
    await t.db.insertInto('payments').values(intent).execute();
    expect(await pgErrorCode(() => t.db.insertInto('payments').values(intent).execute())).toBe('23505');
  });

  it('refuses values outside the allowed sets', async () => {
    const user = await createUser(t.db);
    const document = await createDocument(t.db, user.id);
    const analysis = await createAnalysis(t.db, document.id);
    const concern = { analysisId: analysis.id, category: 'legal' as const, title: 'T', description: 'D', confidence: 80 };
    expect(await pgErrorCode(() => t.db.insertInto('concerns').values({ ...concern, confidence: 101 }).execute())).toBe('23514');
    expect(
      await pgErrorCode(() => sql`update analyses set status = 'done' where id = ${analysis.id}`.execute(t.db)),
    ).toBe('23514');
    expect(await pgErrorCode(() => t.db.insertInto('concerns').values(concern).execute())).toBe('no error');
  });

  it('stores a document as one of the types the gateway sniffs, photographed pages included (issue 27)', async () => {
    const user = await createUser(t.db);
    for (const mimeType of DOCUMENT_MIME_TYPES) expect(await pgErrorCode(() => createDocument(t.db, user.id, { mimeType }))).toBe('no error');
    const document = await createDocument(t.db, user.id);
    expect(await pgErrorCode(() => sql`update documents set mime_type = 'application/x-msdownload' where id = ${document.id}`.execute(t.db))).toBe('23514');
  });

  it('cascades a user deletion to everything the user owns', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const document = await createDocument(t.db, user.id);
    const analysis = await createAnalysis(t.db, document.id);
    const keep = await createAnalysis(t.db, (await createDocument(t.db, other.id)).id);
    await t.db
      .insertInto('concerns')
      .values({ analysisId: analysis.id, category: 'financial', title: 'Levy', description: 'High levies', confidence: 70 })
      .execute();
    await t.db.insertInto('reports').values({ analysisId: analysis.id, type: 'pdf', filename: 'r.pdf', contentType: 'application/pdf', fileSize: 10, storageKey: `reports/${analysis.id}` }).execute();
    await t.db.insertInto('registerSearchStatements').values({ analysisId: analysis.id, companyName: 'Acme Pty Ltd', directors: toJson([{ name: 'A', role: 'director', appointmentDate: null }]) }).execute();
    await t.db.insertInto('analysisTexts').values({ analysisId: analysis.id, content: 'Page one\fPage two' }).execute();
    await t.db
      .insertInto('comprehensivePropertyAnalysis')
      .values({
        analysisId: analysis.id,
        propertyDetails: toJson({ address: '1 Main St', landSize: null, zoning: null, titleDetails: null, purchasePrice: null, councilValuation: null, deposit: null, settlementDate: null }),
        costs: toJson({ summary: '', totalUpfront: 1, totalOngoing: 2, totalInvestment: 3, costWarnings: [], breakdown: [] }),
        buyerSummary: toJson({ overallRisk: 'low', keyPoints: [], redFlags: [], recommendations: [] }),
      })
      .execute();
    const payment = await t.db.insertInto('payments').values({ userId: user.id, amount: 300, type: 'payg_credits', status: 'succeeded' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('creditLedger').values({ userId: user.id, kind: 'payg', delta: 1, paymentId: payment.id, idempotencyKey: `payment:${payment.id}` }).execute();
    await t.db.insertInto('creditLedger').values({ userId: user.id, kind: 'payg', delta: -1, analysisId: analysis.id, idempotencyKey: `consume:${analysis.id}` }).execute();
    await t.db.insertInto('creditLedger').values({ userId: other.id, kind: 'free', delta: 1, idempotencyKey: `free:${other.id}` }).execute();
    await t.db.insertInto('subscriptions').values({ userId: user.id, plan: 'monthly', status: 'active', providerSubscriptionId: `sub_${user.id}` }).execute();
    await t.db.insertInto('sessions').values({ sid: `s-${user.id}`, sess: toJson({ userId: user.id }), expire: new Date(Date.now() + 60_000), userId: user.id }).execute();

    await t.db.deleteFrom('users').where('id', '=', user.id).execute();

    const count = async (table: string, column: string, value: string) => {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}
      `.execute(t.db);
      return rows[0]?.n;
    };
    expect({
      documents: await count('documents', 'user_id', user.id),
      analyses: await count('analyses', 'id', analysis.id),
      concerns: await count('concerns', 'analysis_id', analysis.id),
      reports: await count('reports', 'analysis_id', analysis.id),
      register: await count('register_search_statements', 'analysis_id', analysis.id),
      texts: await count('analysis_texts', 'analysis_id', analysis.id),
      comprehensive: await count('comprehensive_property_analysis', 'analysis_id', analysis.id),
      payments: await count('payments', 'user_id', user.id),
      ledger: await count('credit_ledger', 'user_id', user.id),
      subscriptions: await count('subscriptions', 'user_id', user.id),
      sessions: await count('sessions', 'user_id', user.id),
    }).toEqual({
      documents: 0, analyses: 0, concerns: 0, reports: 0, register: 0, texts: 0, comprehensive: 0,
      payments: 0, ledger: 0, subscriptions: 0, sessions: 0,
    });
    // The other user's rows are untouched.
    expect(await t.db.selectFrom('analyses').select('id').where('id', '=', keep.id).executeTakeFirst()).toEqual({ id: keep.id });
    expect(await t.db.selectFrom('creditLedger').select('delta').where('userId', '=', other.id).execute()).toEqual([{ delta: 1 }]);
  });

  it('keeps the credit ledger append-only and idempotent', async () => {
    const user = await createUser(t.db);
    const entry = { userId: user.id, kind: 'admin' as const, delta: 5, idempotencyKey: `grant:${user.id}`, reason: 'support' };
    await t.db.insertInto('creditLedger').values(entry).execute();
    expect(await pgErrorCode(() => t.db.insertInto('creditLedger').values({ ...entry, delta: 7 }).execute())).toBe('23505');
    expect(await pgErrorCode(() => t.db.updateTable('creditLedger').set({ delta: 50 }).where('userId', '=', user.id).execute())).toBe('P0001');
    expect(await pgErrorCode(() => t.db.deleteFrom('creditLedger').where('userId', '=', user.id).execute())).toBe('P0001');
    expect(await pgErrorCode(() => sql`truncate credit_ledger`.execute(t.db))).toBe('P0001');
    expect(await pgErrorCode(() => t.db.insertInto('creditLedger').values({ ...entry, delta: 0, idempotencyKey: 'zero' }).execute())).toBe('23514');
    expect(await t.db.selectFrom('creditLedger').select(['delta', 'reason']).where('userId', '=', user.id).execute()).toEqual([
      { delta: 5, reason: 'support' },
    ]);
  });

  it('presents an analysis\'s results through analysis_results_v in the contract\'s shape', async () => {
    const user = await createUser(t.db);
    const analysis = await createAnalysis(t.db, (await createDocument(t.db, user.id)).id, { status: 'completed' });
    const pending = await createAnalysis(t.db, (await createDocument(t.db, user.id)).id);
    const concern = (title: string, position: number) => ({ analysisId: analysis.id, category: 'legal' as const, title, description: 'd', confidence: 80, position });
    await t.db.insertInto('concerns').values([concern('Second', 1), { ...concern('First', 0), kind: 'heritage_overlay', severity: 'medium' }]).execute();
    const checked = { kind: 'third_party_caveat' as const, title: 'No caveats on title', quote: 'Caveats: nil.', page: 2 };
    const unconfirmed = { kind: 'bushfire_prone_area' as const, item: 'Bushfire prone area', page: 3, reason: 'The box is neither ticked nor blank.' };
    await t.db.insertInto('registerSearchStatements').values({ analysisId: analysis.id, companyName: 'Acme Pty Ltd' }).execute();
    await t.db
      .insertInto('comprehensivePropertyAnalysis')
      .values({
        analysisId: analysis.id,
        propertyDetails: toJson({ address: '1 Main St', landSize: null, zoning: null, titleDetails: null, purchasePrice: null, councilValuation: null, deposit: null, settlementDate: null }),
        costs: toJson({ summary: '', totalUpfront: 1, totalOngoing: 2, totalInvestment: 3, costWarnings: [], breakdown: [] }),
        buyerSummary: toJson({ overallRisk: 'low', keyPoints: [], redFlags: [], recommendations: [] }),
        couldNotConfirm: toJson([unconfirmed]),
        checked: toJson([checked]),
      })
      .execute();
    await t.db.insertInto('reports').values({ analysisId: analysis.id, type: 'pdf', filename: 'r.pdf', contentType: 'application/pdf', fileSize: 10, storageKey: `reports/${analysis.id}` }).execute();

    const view = await t.db.selectFrom('analysisResultsV').selectAll().where('analysisId', '=', analysis.id).executeTakeFirstOrThrow();
    expect(view.concerns.map((c) => c.title)).toEqual(['First', 'Second']);
    expect(Object.keys(view.concerns[0]!).sort()).toEqual(['category', 'confidence', 'context', 'description', 'id', 'kind', 'location', 'severity', 'source', 'title']);
    // A concern's kind and level, or null for one stored without them; the items that could not be confirmed, and those checked.
    expect(view.concerns.map((c) => c.kind)).toEqual(['heritage_overlay', null]);
    expect(view.concerns.map((c) => c.severity)).toEqual(['medium', null]);
    expect(view.couldNotConfirm).toEqual([unconfirmed]);
    expect(view.checked).toEqual([checked]);
    expect(view.registerSearchStatement).toMatchObject({ companyName: 'Acme Pty Ltd', directors: [], additionalInfo: {} });
    expect(view.comprehensivePropertyAnalysis).toMatchObject({ propertyDetails: { address: '1 Main St' }, buyerSummary: { overallRisk: 'low' }, overlays: [] });
    expect(view).toMatchObject({ reportFilename: 'r.pdf', reportContentType: 'application/pdf', reportFileSize: 10, reportStorageKey: `reports/${analysis.id}` });

    const empty = await t.db.selectFrom('analysisResultsV').selectAll().where('analysisId', '=', pending.id).executeTakeFirstOrThrow();
    expect(empty).toMatchObject({ concerns: [], registerSearchStatement: null, comprehensivePropertyAnalysis: null, reportStorageKey: null, couldNotConfirm: [], checked: [] });
    // Read-only: the view is the worker's face to other services, never written through.
    expect(await pgErrorCode(() => sql`delete from analysis_results_v`.execute(t.db))).not.toBe('no error');
  });

  it('factories return the inserted rows', async () => {
    const user = await createUser(t.db, { firstName: 'Zoe' });
    const document = await createDocument(t.db, user.id, { originalName: 'section32.pdf' });
    const analysis = await createAnalysis(t.db, document.id, { status: 'processing', stage: 'ocr', progress: 40 });
    expect(user).toMatchObject({ firstName: 'Zoe', emailVerified: true });
    expect(document).toMatchObject({ userId: user.id, originalName: 'section32.pdf', storageKey: `documents/${user.id}/${document.id}` });
    expect(analysis).toMatchObject({ documentId: document.id, status: 'processing', stage: 'ocr', progress: 40 });
    const fromDb = await t.db.selectFrom('analyses').selectAll().where('id', '=', analysis.id).executeTakeFirstOrThrow();
    expect(fromDb).toEqual(analysis);
  });
});
