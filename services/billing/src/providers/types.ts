import type { PaidPlan } from '@doco/contracts';
import type { JsonObject, PaymentProvider as ProviderName } from '@doco/db';

// The payment provider as billing sees it: Stripe's model (customers, PaymentIntents, subscriptions
// with invoices, signed webhook events) reduced to the fields billing decides on. Both Stripe and the
// offline sandbox implement it; services never see a provider-specific object.

export type { ProviderName };

export interface ProviderIntent {
  id: string;
  /** Null when the provider would not hand it out (e.g. an intent that is already done). */
  clientSecret: string | null;
  amount: number;
  currency: string;
  /** Stripe's PaymentIntent status: requires_payment_method, processing, succeeded, canceled, ... */
  status: string;
  customerId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's subscription status: incomplete, incomplete_expired, active, past_due, canceled, unpaid, ... */
  status: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** The paid plan it bills for now (changes when a scheduled switch takes effect); null if unknown. */
  plan: PaidPlan | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** draft, open, paid, uncollectible, void */
  status: string | null;
  amountDue: number;
  amountPaid: number;
  currency: string;
  /** The PaymentIntent that pays (or tries to pay) it, when there is one. */
  paymentIntentId: string | null;
  /** The service period of its subscription line: the credits it buys expire at periodEnd. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The plan this invoice bills for (a renewal after a switch bills the new plan); null if unknown. */
  plan: PaidPlan | null;
}

/** A webhook event, verified. Handlers re-read `objectId` from the provider rather than trust the payload. */
export interface ProviderEvent {
  id: string;
  type: string;
  objectId: string;
  payload: JsonObject;
}

/** A refund of a PaymentIntent that went through (a payment may have several partial ones). */
export interface ProviderRefund {
  id: string;
  amount: number;
  /** When it was made (orders a payment's refunds). */
  created: Date;
}

export interface CreatedSubscription {
  subscription: ProviderSubscription;
  invoice: ProviderInvoice;
  clientSecret: string;
  paymentIntentId: string;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The customer for this user, created when `existingId` is null. */
  ensureCustomer(user: { id: string; email: string; existingId: string | null }): Promise<string>;
  /** A card-only AUD PaymentIntent. */
  createPaymentIntent(input: { amount: number; customerId: string; description: string; metadata: Record<string, string> }): Promise<ProviderIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderIntent | null>;
  /** A subscription created incomplete: its first invoice waits for the client to confirm `clientSecret`. */
  createSubscription(input: { customerId: string; plan: PaidPlan; metadata: Record<string, string> }): Promise<CreatedSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** 'period_end': keeps access to the end of the paid period; 'now': ends it (for an unpaid one). */
  cancelSubscription(id: string, when: 'period_end' | 'now'): Promise<ProviderSubscription>;
  /**
   * From the end of the current period, bill `plan` instead (Stripe: a subscription schedule whose
   * second phase is the new plan). Calling it again replaces the pending switch.
   */
  schedulePlanChange(id: string, plan: PaidPlan, metadata: Record<string, string>): Promise<ProviderSubscription>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Refunds what is left of a succeeded PaymentIntent (once: a repeat is a no-op at the provider). */
  refundPayment(paymentIntentId: string): Promise<void>;
  /** The succeeded refunds of a PaymentIntent, in the order they were made (oldest first). */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
  /** Verifies a webhook delivery on its raw body; throws WebhookSignatureError when it is not genuine. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
