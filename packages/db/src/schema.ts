// The Kysely `Database` interface: the single source of truth for table types.
//
// Postgres names are snake_case; the connection uses Kysely's CamelCasePlugin (with
// maintainNestedObjectKeys, so jsonb contents are left alone), so everything here is camelCase.
// Conventions:
// - uuid primary keys (gen_random_uuid()), read as string.
// - timestamptz columns read as Date (pg parses them); write Date or ISO string.
// - int8 (bigint) columns and count(*) read as number (the pool's type parser; values stay < 2^53).
// - json/jsonb columns read as the parsed value and are written with `toJson(value)` (see json.ts).
// - Money is integer cents. Emails in users/admin_users are lower-cased by a trigger on write, and
//   unique; look them up with a lower-cased value.
// - Tokens (verification, reset, contact verification) are stored HASHED (sha256 hex), never raw.

import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Json, JsonObject, JsonWithDefault } from './json.ts';
import type { ANALYSIS_STAGES, ANALYSIS_STATUSES, CONCERN_CATEGORIES, ComprehensivePropertyAnalysisDto, CostsDto, RegisterSearchStatementDto } from '@doco/contracts';

// jsonb column shapes: the API contract's own types (@doco/contracts), so what the worker writes,
// validated against the analysis-result schema, is what the gateway reads back. Only the columns
// the API does not serve are declared here.

/** analyses.category_counts: category (legal, financial, compliance, operational) -> count. */
export type CategoryCounts = Record<string, number>;
export type Director = RegisterSearchStatementDto['directors'][number];
export type Shareholder = RegisterSearchStatementDto['shareholders'][number];
export type Charge = RegisterSearchStatementDto['charges'][number];
export type EncumbranceItem = ComprehensivePropertyAnalysisDto['easements'][number];
export type Overlay = ComprehensivePropertyAnalysisDto['overlays'][number];
export type RiskItem = ComprehensivePropertyAnalysisDto['risks'][number];
export type BuyerSummary = ComprehensivePropertyAnalysisDto['buyerSummary'];
export type PropertyDetailsSummary = ComprehensivePropertyAnalysisDto['propertyDetails'];
export type Costs = CostsDto;

/** A dated milestone in a contract (property_details.key_dates; not served by the API). */
export interface KeyDate {
  label: string;
  date?: string | null;
  description?: string | null;
}

/** An image of the property (comprehensive_property_analysis.property_images; not served by the API). */
export interface PropertyImage {
  url?: string | null;
  storageKey?: string | null;
  caption?: string | null;
  page?: number | null;
}

/** timestamptz: reads as Date, writes as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a default (now()): optional on insert. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

// ---- Value sets enforced by CHECK constraints --------------------------------------------------

export const SUBSCRIPTION_PLANS = ['free', 'monthly', 'quarterly', 'semiannually', 'annual'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
/** Plans a paid subscription can be on (the subscriptions table). */
export type PaidPlan = Exclude<SubscriptionPlan, 'free'>;

// The analysis value sets are the API contract's (one declaration); the migrations' check constraints list the same values.
export { ANALYSIS_STAGES, ANALYSIS_STATUSES, CONCERN_CATEGORIES } from '@doco/contracts';
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'document', 'bug', 'feature'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CREDIT_KINDS = ['free', 'subscription', 'payg', 'admin'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Payment providers: real Stripe, or the offline sandbox that mimics it. */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

// ---- Tables (spec-accounts-admin §3, plus the additions marked "beyond the spec") -------------

/** Session store rows (express/fastify-session style). */
export interface SessionsTable {
  sid: string;
  sess: Json<JsonObject>;
  expire: Timestamp;
  /** Beyond the spec: owner of the session, so password reset/suspension/deletion can end them. */
  userId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Beyond the spec: admin owner of an admin-portal session. */
  adminId: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  id: Generated<string>;
  /** Lower-cased by trigger; unique. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** argon2 hash; null for an account without a password (none are created that way today). */
  hashedPassword: string | null;
  emailVerified: Generated<boolean>;
  /** sha256 hex of the emailed token. */
  verificationToken: string | null;
  /** Beyond the spec: verification links expire. */
  verificationTokenExpiry: Timestamp | null;
  /** sha256 hex of the emailed token. */
  resetToken: string | null;
  resetTokenExpiry: Timestamp | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** free | monthly | quarterly | semiannually | annual; default 'free'. */
  subscriptionPlan: ColumnType<SubscriptionPlan, SubscriptionPlan | undefined, SubscriptionPlan>;
  /** active, pending, cancelled, past_due, ...; default 'active'. */
  subscriptionStatus: Generated<string>;
  subscriptionCurrentPeriodStart: Timestamp | null;
  subscriptionCurrentPeriodEnd: Timestamp | null;
  freeCreditsUsed: Generated<number>;
  subscriptionCredits: Generated<number>;
  subscriptionCreditsUsed: Generated<number>;
  /** Cents; default 300. */
  effectiveCostPerReview: Generated<number>;
  /** Beyond the spec: set by the admin suspend_account action, cleared by activate_account. */
  suspendedAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
  /** Maintained by trigger on every UPDATE. */
  updatedAt: GeneratedTimestamp;
}

export interface DocumentsTable {
  id: Generated<string>;
  userId: string;
  filename: string;
  originalName: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** Extracted text, filled by the worker (nullable: the file itself lives in object storage). */
  content: string | null;
  /** Beyond the spec: object-storage key, `documents/{userId}/{documentId}`; unique. */
  storageKey: string;
  /** Beyond the spec: sha256 hex of the uploaded bytes. */
  sha256: string | null;
  createdAt: GeneratedTimestamp;
}

export interface AnalysesTable {
  id: Generated<string>;
  documentId: string;
  status: ColumnType<AnalysisStatus, AnalysisStatus | undefined, AnalysisStatus>;
  totalConcerns: Generated<number>;
  categoryCounts: JsonWithDefault<CategoryCounts>;
  errorMessage: string | null;
  createdAt: GeneratedTimestamp;
  completedAt: Timestamp | null;
  /** Beyond the spec: pipeline stage for progress display. */
  stage: ColumnType<AnalysisStage | null, AnalysisStage | null | undefined, AnalysisStage | null>;
  /** Beyond the spec: 0-100. */
  progress: Generated<number>;
  /** Beyond the spec: the stage in words while it runs page by page ('Reading scanned page 3 of 12'). */
  stageDetail: ColumnType<string | null, string | null | undefined, string | null>;
  /** Beyond the spec: when a worker took the job. */
  startedAt: Timestamp | null;
  /** Beyond the spec: pages read from the document. */
  pageCount: number | null;
  /** Beyond the spec: maintained by trigger; lets a sweeper find stuck analyses. */
  updatedAt: GeneratedTimestamp;
}

export interface ConcernsTable {
  id: Generated<string>;
  analysisId: string;
  category: ConcernCategory;
  title: string;
  description: string;
  /** Percent, 0-100. */
  confidence: number;
  location: string | null;
  /** Quoted text from the document. */
  context: string | null;
  /** Who found it: the rules, or the LLM pass (its quote checked verbatim on its page). */
  source: ColumnType<'rules' | 'llm', 'rules' | 'llm' | undefined, 'rules' | 'llm'>;
  /** Beyond the spec: display order within the analysis (rows of one transaction share createdAt). */
  position: Generated<number>;
  createdAt: GeneratedTimestamp;
}

/** One per analysis (unique analysis_id), so the worker can upsert on retry. */
export interface RegisterSearchStatementsTable {
  id: Generated<string>;
  analysisId: string;
  companyName: string | null;
  registrationNumber: string | null;
  incorporationDate: string | null;
  companyStatus: string | null;
  companyType: string | null;
  registeredAddress: string | null;
  directors: JsonWithDefault<Director[]>;
  shareholders: JsonWithDefault<Shareholder[]>;
  charges: JsonWithDefault<Charge[]>;
  additionalInfo: JsonWithDefault<JsonObject>;
  createdAt: GeneratedTimestamp;
}

/** One per analysis (unique analysis_id). */
export interface PropertyDetailsTable {
  id: Generated<string>;
  analysisId: string;
  propertyAddress: string | null;
  purchaserName: string | null;
  vendorName: string | null;
  /** Integer cents (int8). */
  price: number | null;
  /** Integer cents (int8). */
  deposit: number | null;
  /** As written in the document (e.g. "60 days after the day of sale"). */
  settlementDate: string | null;
  titleDetails: string | null;
  easements: JsonWithDefault<EncumbranceItem[]>;
  encumbrances: JsonWithDefault<EncumbranceItem[]>;
  keyDates: JsonWithDefault<KeyDate[]>;
  conditions: JsonWithDefault<string[]>;
  risks: JsonWithDefault<RiskItem[]>;
  createdAt: GeneratedTimestamp;
}

/** One per analysis (unique analysis_id). */
export interface ComprehensivePropertyAnalysisTable {
  id: Generated<string>;
  analysisId: string;
  propertyDetails: Json<PropertyDetailsSummary>;
  easements: JsonWithDefault<EncumbranceItem[]>;
  restrictions: JsonWithDefault<EncumbranceItem[]>;
  encumbrances: JsonWithDefault<EncumbranceItem[]>;
  caveats: JsonWithDefault<EncumbranceItem[]>;
  notices: JsonWithDefault<EncumbranceItem[]>;
  covenants: JsonWithDefault<EncumbranceItem[]>;
  overlays: JsonWithDefault<Overlay[]>;
  costs: Json<Costs>;
  risks: JsonWithDefault<RiskItem[]>;
  buyerSummary: Json<BuyerSummary>;
  propertyImages: JsonWithDefault<PropertyImage[]>;
  createdAt: GeneratedTimestamp;
}

/** Unique (analysis_id, type): re-rendering a report replaces it. */
export interface ReportsTable {
  id: Generated<string>;
  analysisId: string;
  /** max 50, e.g. 'pdf'. */
  type: string;
  /** max 255. */
  filename: string;
  /** Inline content (nullable: the PDF normally lives in object storage, see storageKey). */
  content: string | null;
  /** max 100, e.g. 'application/pdf'. */
  contentType: string;
  /** Bytes. */
  fileSize: number;
  /** Beyond the spec: object-storage key of the report; unique. content or storageKey is set. */
  storageKey: string | null;
  createdAt: GeneratedTimestamp;
}

export interface PaymentsTable {
  id: Generated<string>;
  /** Null once the user was deleted (the row is kept for 7 years, detached: see payerHash). */
  userId: ColumnType<string | null, string, string | null>;
  /** After the user's deletion: a one-way hash of who paid (their email), nothing readable. */
  payerHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Beyond the spec: 'stripe' | 'sandbox'; default 'stripe'. Ids below are the provider's. */
  provider: ColumnType<PaymentProvider, PaymentProvider | undefined, PaymentProvider>;
  /** Unique. */
  stripePaymentIntentId: string | null;
  stripeSubscriptionId: string | null;
  /** Beyond the spec: invoice of a subscription renewal; unique. */
  stripeInvoiceId: string | null;
  /** Integer cents. */
  amount: number;
  /** ISO 4217 lower-case; default 'aud'. */
  currency: Generated<string>;
  /** e.g. 'payg_credits', 'subscription_payment'. */
  type: string;
  /** e.g. 'pending', 'succeeded', 'failed', 'refunded'. */
  status: string;
  description: string | null;
  metadata: JsonWithDefault<JsonObject>;
  /** Beyond the spec: credits this payment buys (payment history shows it). */
  credits: number | null;
  /** Beyond the spec: plan bought, for subscription payments (payment history's planName). */
  plan: ColumnType<SubscriptionPlan | null, SubscriptionPlan | null | undefined, SubscriptionPlan | null>;
  /** Tax invoice number, from invoice_number_seq when the payment succeeds; never reused. */
  invoiceNumber: ColumnType<string | null, never, string | null>;
  invoicedAt: Timestamp | null;
  /** When its receipt mail was claimed for sending (once per payment, issue 11). */
  receiptSentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** First-party analytics (issue 11): one row per event the web app sends. */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  /** Null for visitors who are not signed in (and after the user is deleted). */
  userId: string | null;
  /** A random id the browser keeps in localStorage; not linked to a person. */
  visitorId: string;
  path: string;
  properties: JsonWithDefault<JsonObject>;
  createdAt: GeneratedTimestamp;
}

export interface PendingContactMessagesTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  /** sha256 hex of the emailed token; unique. */
  verificationToken: string;
  isVerified: Generated<boolean>;
  verifiedAt: Timestamp | null;
  expiresAt: Timestamp;
  createdAt: GeneratedTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  /** default 'new'. */
  status: Generated<string>;
  adminNotes: string | null;
  createdAt: GeneratedTimestamp;
  repliedAt: Timestamp | null;
  /** Beyond the spec: the pending message it came from; unique, so a double verification forwards once. */
  pendingMessageId: string | null;
}

export interface AdminUsersTable {
  id: Generated<string>;
  /** Lower-cased by trigger; unique. */
  email: string;
  hashedPassword: string;
  firstName: string | null;
  lastName: string | null;
  /** default 'admin'. */
  role: Generated<string>;
  isActive: Generated<boolean>;
  lastLoginAt: Timestamp | null;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

export interface AdminActivityLogTable {
  id: Generated<string>;
  /** Set null if the admin is deleted: the log outlives its author. */
  adminId: string | null;
  action: string;
  /** e.g. the target user's id. */
  target: string | null;
  details: Json<JsonObject> | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: GeneratedTimestamp;
}

/**
 * Beyond the spec: append-only credit ledger (billing). +delta grants, -delta consumes.
 * UPDATE, DELETE and TRUNCATE are refused by trigger, except the cascade from deleting the user.
 * analysisId / paymentId are recorded references, not foreign keys: deleting a document must not
 * rewrite history.
 */
export interface CreditLedgerTable {
  id: Generated<string>;
  userId: string;
  kind: CreditKind;
  /** Non-zero. */
  delta: number;
  expiresAt: Timestamp | null;
  analysisId: string | null;
  paymentId: string | null;
  /** Unique: e.g. `consume:{analysisId}`, `refund:{analysisId}`, `payment:{paymentIntentId}`. */
  idempotencyKey: string;
  reason: string | null;
  createdAt: GeneratedTimestamp;
}

/** Beyond the spec: a user's subscription at the payment provider (billing). */
export interface SubscriptionsTable {
  id: Generated<string>;
  userId: string;
  plan: PaidPlan;
  /** Provider status: active, trialing, past_due, canceled, incomplete, ... */
  status: string;
  provider: ColumnType<PaymentProvider, PaymentProvider | undefined, PaymentProvider>;
  /** Unique. */
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  currentPeriodStart: Timestamp | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: Generated<boolean>;
  canceledAt: Timestamp | null;
  /** A paid plan it switches to at the end of the current period (issue 11). */
  scheduledPlan: ColumnType<PaidPlan | null, PaidPlan | null | undefined, PaidPlan | null>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
}

/** Beyond the spec: payment-provider webhook events seen, unique per (provider, eventId), for dedup. */
export interface WebhookEventsTable {
  id: Generated<string>;
  provider: PaymentProvider;
  eventId: string;
  type: string;
  payload: Json<JsonObject>;
  receivedAt: GeneratedTimestamp;
  processedAt: Timestamp | null;
}

export interface Database {
  sessions: SessionsTable;
  users: UsersTable;
  documents: DocumentsTable;
  analyses: AnalysesTable;
  concerns: ConcernsTable;
  registerSearchStatements: RegisterSearchStatementsTable;
  propertyDetails: PropertyDetailsTable;
  comprehensivePropertyAnalysis: ComprehensivePropertyAnalysisTable;
  reports: ReportsTable;
  payments: PaymentsTable;
  analyticsEvents: AnalyticsEventsTable;
  pendingContactMessages: PendingContactMessagesTable;
  contactMessages: ContactMessagesTable;
  adminUsers: AdminUsersTable;
  adminActivityLog: AdminActivityLogTable;
  creditLedger: CreditLedgerTable;
  subscriptions: SubscriptionsTable;
  webhookEvents: WebhookEventsTable;
}

// ---- Row aliases ------------------------------------------------------------------------------

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export type Document = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;

export type Analysis = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type AnalysisUpdate = Updateable<AnalysesTable>;

export type Concern = Selectable<ConcernsTable>;
export type NewConcern = Insertable<ConcernsTable>;
export type ConcernUpdate = Updateable<ConcernsTable>;

export type RegisterSearchStatement = Selectable<RegisterSearchStatementsTable>;
export type NewRegisterSearchStatement = Insertable<RegisterSearchStatementsTable>;
export type RegisterSearchStatementUpdate = Updateable<RegisterSearchStatementsTable>;

export type PropertyDetails = Selectable<PropertyDetailsTable>;
export type NewPropertyDetails = Insertable<PropertyDetailsTable>;
export type PropertyDetailsUpdate = Updateable<PropertyDetailsTable>;

export type ComprehensivePropertyAnalysis = Selectable<ComprehensivePropertyAnalysisTable>;
export type NewComprehensivePropertyAnalysis = Insertable<ComprehensivePropertyAnalysisTable>;
export type ComprehensivePropertyAnalysisUpdate = Updateable<ComprehensivePropertyAnalysisTable>;

export type Report = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;
export type ReportUpdate = Updateable<ReportsTable>;

export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type PaymentUpdate = Updateable<PaymentsTable>;

export type PendingContactMessage = Selectable<PendingContactMessagesTable>;
export type NewPendingContactMessage = Insertable<PendingContactMessagesTable>;
export type PendingContactMessageUpdate = Updateable<PendingContactMessagesTable>;

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
export type ContactMessageUpdate = Updateable<ContactMessagesTable>;

export type AdminUser = Selectable<AdminUsersTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;
export type AdminUserUpdate = Updateable<AdminUsersTable>;

export type AdminActivity = Selectable<AdminActivityLogTable>;
export type NewAdminActivity = Insertable<AdminActivityLogTable>;

export type CreditLedgerEntry = Selectable<CreditLedgerTable>;
export type NewCreditLedgerEntry = Insertable<CreditLedgerTable>;

export type Subscription = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type SubscriptionUpdate = Updateable<SubscriptionsTable>;

export type WebhookEvent = Selectable<WebhookEventsTable>;
export type NewWebhookEvent = Insertable<WebhookEventsTable>;
export type WebhookEventUpdate = Updateable<WebhookEventsTable>;
