// Tables billing owns: payments and their invoices, the credit ledger, subscriptions and the
// payment provider's webhook events. Other services ask billing over HTTP (packages/billing-client).

import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Json, JsonObject, JsonWithDefault } from '../json.ts';
import type { CreditKind, GeneratedTimestamp, PaidPlan, PaymentProvider, SubscriptionPlan, Timestamp } from './values.ts';

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
  /** When its money first went back (issue 27: Purchase History keeps the row as Refunded). */
  refundedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Integer cents refunded so far (a partial refund is less than `amount`). */
  amountRefunded: ColumnType<number, number | undefined, number>;
  /** When the buyer's refund mail was claimed for sending (once per payment). */
  refundNoticeSentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: GeneratedTimestamp;
  updatedAt: GeneratedTimestamp;
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

export type Payment = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type Subscription = Selectable<SubscriptionsTable>;
