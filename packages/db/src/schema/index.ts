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
//
// Each service's tables are declared in its own file: gateway.ts, worker.ts, billing.ts (issue 16).
// A service writes only its own tables; the row aliases exported are the ones code uses.

import type { AdminActivityLogTable, AdminUsersTable, AnalysesTable, AnalysisDocumentFilesView, AnalysisDocumentsView, AnalyticsEventsTable, ContactMessagesTable, DocumentFilesTable, DocumentsTable, ErrorReportsTable, HiddenReportItemsTable, HiddenReportItemsView, PayersView, PendingContactMessagesTable, ReportShareOpensTable, ReportSharesTable, SessionsTable, UsersTable } from './gateway.ts';
import type { AnalysisPagesView, AnalysisResultsView, AnalysisTextsTable, ComprehensivePropertyAnalysisTable, ConcernsTable, RefundOutboxTable, RefundsWaitingView, RegisterSearchStatementsTable, ReportsTable } from './worker.ts';
import type { CreditLedgerTable, PaymentsTable, SubscriptionsTable, WebhookEventsTable } from './billing.ts';

export * from './values.ts';
export * from './gateway.ts';
export * from './worker.ts';
export * from './billing.ts';

export interface Database {
  // the gateway's
  sessions: SessionsTable;
  users: UsersTable;
  documents: DocumentsTable;
  documentFiles: DocumentFilesTable;
  analyses: AnalysesTable;
  analyticsEvents: AnalyticsEventsTable;
  pendingContactMessages: PendingContactMessagesTable;
  contactMessages: ContactMessagesTable;
  adminUsers: AdminUsersTable;
  adminActivityLog: AdminActivityLogTable;
  errorReports: ErrorReportsTable;
  hiddenReportItems: HiddenReportItemsTable;
  hiddenReportItemsV: HiddenReportItemsView;
  reportShares: ReportSharesTable;
  reportShareOpens: ReportShareOpensTable;
  analysisDocumentsV: AnalysisDocumentsView;
  analysisDocumentFilesV: AnalysisDocumentFilesView;
  payersV: PayersView;
  // the worker's
  concerns: ConcernsTable;
  registerSearchStatements: RegisterSearchStatementsTable;
  comprehensivePropertyAnalysis: ComprehensivePropertyAnalysisTable;
  reports: ReportsTable;
  analysisTexts: AnalysisTextsTable;
  analysisResultsV: AnalysisResultsView;
  analysisPagesV: AnalysisPagesView;
  refundOutbox: RefundOutboxTable;
  refundsWaitingV: RefundsWaitingView;
  // billing's
  payments: PaymentsTable;
  creditLedger: CreditLedgerTable;
  subscriptions: SubscriptionsTable;
  webhookEvents: WebhookEventsTable;
}
