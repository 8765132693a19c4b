// Column types and value sets shared by every service's tables (see schema/index.ts for the conventions).

import type { ColumnType } from 'kysely';
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
export { ANALYSIS_STAGES, ANALYSIS_STATUSES, CONCERN_CATEGORIES, DOCUMENT_MIME_TYPES } from '@doco/contracts';
export type { DocumentMimeType } from '@doco/contracts';
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
