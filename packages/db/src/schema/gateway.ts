// Tables the gateway owns: accounts, sessions, uploaded documents and their analyses (the worker
// moves an analysis's status, stage and progress on), contact messages, analytics and the admin portal.

import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json, JsonObject, JsonWithDefault } from '../json.ts';
import type { AnalysisStage, AnalysisStatus, CategoryCounts, ContactCategory, DocumentMimeType, GeneratedTimestamp, SubscriptionPlan, Timestamp } from './values.ts';

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
  /** Issue 27: when the account first signed in (null until then): 'Welcome' on that sign-in, 'Welcome back' after. */
  firstSignedInAt: Timestamp | null;
  freeCreditsUsed: Generated<number>;
  subscriptionCredits: Generated<number>;
  subscriptionCreditsUsed: Generated<number>;
  /** Cents; default 300. */
  effectiveCostPerReview: Generated<number>;
  /** Beyond the spec: set by the admin suspend_account action, cleared by activate_account. */
  suspendedAt: Timestamp | null;
  /** Set by a password change or reset: a session issued before it is refused (issue 24). */
  sessionsValidAfter: Timestamp | null;
  createdAt: GeneratedTimestamp;
  /** Maintained by trigger on every UPDATE. */
  updatedAt: GeneratedTimestamp;
}

export interface DocumentsTable {
  id: Generated<string>;
  userId: string;
  filename: string;
  originalName: string;
  /** Sniffed from the bytes at upload: a document or a photographed page (issue 27). */
  mimeType: DocumentMimeType;
  /** Bytes. */
  size: number;
  /** Beyond the spec: object-storage key, `documents/{userId}/{documentId}`; unique. */
  storageKey: string;
  /** Beyond the spec: sha256 hex of the uploaded bytes. */
  sha256: string | null;
  createdAt: GeneratedTimestamp;
}

/**
 * A document's files in order (issue 28): one row for a single upload, up to 10 for a pack. The same
 * bytes twice in a pack are stored once (unique (documentId, sha256)).
 */
export interface DocumentFilesTable {
  documentId: string;
  /** 1-based, the order the buyer gave. */
  position: number;
  /** The name the buyer's file had, for display only. */
  name: string;
  mimeType: DocumentMimeType;
  /** Bytes. */
  size: number;
  /** sha256 hex of the file's bytes (null only for rows copied from documents without one). */
  sha256: string | null;
  /** `documents/{userId}/{documentId}` for a single file, `…/{documentId}/{position}` in a pack; unique. */
  storageKey: string;
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
  /** The day the buyer says they signed (YYYY-MM-DD; issue 17): the key dates count from it. */
  signingDate: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer asked for an email two days before each key date (issue 17). */
  remindersEnabled: Generated<boolean>;
  /** Beyond the spec: maintained by trigger; lets a sweeper find stuck analyses. */
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
  /** Set by a password change or a reset through the CLI: an admin session issued before it is refused. */
  sessionsValidAfter: Timestamp | null;
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

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Document = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type Analysis = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type AdminUser = Selectable<AdminUsersTable>;
export type NewAdminUser = Insertable<AdminUsersTable>;

/** 'This looks wrong' (issue 26): what a buyer reported about an item of their results. */
export interface ErrorReportsTable {
  id: Generated<string>;
  analysisId: string;
  userId: string;
  /** concern | fact | key-date */
  itemKind: string;
  /** A concern's id, a fact's field, a key date's kind. */
  itemKey: string;
  itemTitle: string;
  quote: string | null;
  page: number | null;
  /** One of ERROR_REPORT_REASONS' keys (@doco/contracts). */
  reason: string;
  note: string | null;
  createdAt: GeneratedTimestamp;
}

/** The items a buyer chose to leave out of their own report (screen and PDF); one row per item. */
export interface HiddenReportItemsTable {
  analysisId: string;
  itemKind: string;
  itemKey: string;
  createdAt: GeneratedTimestamp;
}

/** `hidden_report_items_v` (read-only): the hidden items, for the worker that renders the PDF without them. */
/**
 * `analysis_documents_v` (read-only, issue 25): what the analysis worker reads of an analysis's document
 * (where its bytes are stored, their name and type, its owner), so the worker never reads `documents`.
 */
export interface AnalysisDocumentsView {
  analysisId: ColumnType<string, never, never>;
  documentId: ColumnType<string, never, never>;
  userId: ColumnType<string, never, never>;
  storageKey: ColumnType<string, never, never>;
  originalName: ColumnType<string, never, never>;
  mimeType: ColumnType<string, never, never>;
}

/** `payers_v` (read-only, issue 25): who a payer is, for billing's receipts, invoices and admin lists. */
export interface PayersView {
  id: ColumnType<string, never, never>;
  email: ColumnType<string, never, never>;
  firstName: ColumnType<string | null, never, never>;
  lastName: ColumnType<string | null, never, never>;
  stripeCustomerId: ColumnType<string | null, never, never>;
}

export interface HiddenReportItemsView {
  analysisId: ColumnType<string, never, never>;
  itemKind: ColumnType<string, never, never>;
  itemKey: ColumnType<string, never, never>;
  createdAt: ColumnType<Date, never, never>;
}

/** A read-only link to one completed analysis, for the buyer's conveyancer (issue 28 §5). */
export interface ReportSharesTable {
  id: Generated<string>;
  analysisId: string;
  /** sha256 hex of the link's token: the token itself is shown once, to the buyer, and never stored. */
  tokenHash: string;
  /** Leave out the buyer's notes (their signing date and their 'This looks wrong' reports). */
  hideNotes: boolean;
  createdAt: GeneratedTimestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

/** One opening of a shared link, for the buyer's log. No address is kept: a keyed hash of its network. */
export interface ReportShareOpensTable {
  id: Generated<string>;
  shareId: string;
  openedAt: GeneratedTimestamp;
  /** report | pdf */
  part: string;
  /** A coarse browser name ('Chrome on Windows'), never the whole user agent. */
  browser: string;
  /** 16 hex: HMAC of the opener's /24 (IPv4) or /48 (IPv6) network. */
  networkHash: string;
}

/** `analysis_document_files_v` (read-only, issue 28): an analysis's document's files in order, for the worker. */
export interface AnalysisDocumentFilesView {
  analysisId: ColumnType<string, never, never>;
  position: ColumnType<number, never, never>;
  name: ColumnType<string, never, never>;
  mimeType: ColumnType<string, never, never>;
  size: ColumnType<number, never, never>;
  storageKey: ColumnType<string, never, never>;
}
