import { z } from 'zod';
import { subscriptionPlan } from './user.ts';

// Plans, credits and payments: what the browser reads and sends (spec-accounts-admin §3, §7;
// spec-core §7). Money is integer cents (AUD); dates are ISO strings.

export const PAID_PLANS = ['monthly', 'quarterly', 'semiannually', 'annual'] as const;
export const paidPlan = z.enum(PAID_PLANS, { error: 'Please choose a valid plan' });
export type PaidPlan = z.infer<typeof paidPlan>;

/** Pay-as-you-go quantity bounds and the spec's message for anything outside them. */
export const PAYG_MIN_QUANTITY = 1;
export const PAYG_MAX_QUANTITY = 100;
export const PAYG_QUANTITY_MESSAGE = 'Please select between 1 and 100 analyses';

/** Metadata of a payment as the spec's client passes it back (values are strings, as Stripe's are). */
export const paymentMetadata = z.record(z.string(), z.string());

// ---- GET /api/subscription/plans ---------------------------------------------------------------

export const planOffer = z.object({
  /** Display name: Monthly, Quarterly, Semi-Annually, Annually. */
  name: z.string(),
  price: z.number().int(),
  credits: z.number().int(),
  description: z.string(),
  effectiveCostPerReview: z.number().int(),
  interval: z.enum(['month', 'year']),
  intervalCount: z.number().int(),
  /** Percent saved per review against the pay-as-you-go base price, rounded. */
  savingsPercent: z.number().int(),
});
export const paygTier = z.object({ minQuantity: z.number().int(), unitPrice: z.number().int() });
export const plansResponse = z.object({
  currency: z.literal('aud'),
  plans: z.object({ monthly: planOffer, quarterly: planOffer, semiannually: planOffer, annual: planOffer }),
  payAsYouGo: z.object({
    price: z.number().int(),
    minQuantity: z.number().int(),
    maxQuantity: z.number().int(),
    /** Unit price by quantity, lowest quantity first: the price of n is n × the last tier with minQuantity ≤ n. */
    tiers: z.array(paygTier),
  }),
});

// ---- GET /api/subscription/status and /credits ---------------------------------------------------

/** active | pending (first payment not made) | cancelled (ends at period end, or free credit used) | past_due. */
export const subscriptionStatusValue = z.string();
export const subscriptionStatusResponse = z.object({
  plan: subscriptionPlan,
  status: subscriptionStatusValue,
  freeCreditsRemaining: z.number().int(),
  /** Spec field: every non-free credit, pay-as-you-go included. */
  subscriptionCreditsRemaining: z.number().int(),
  /** Beyond the spec: the pay-as-you-go part of subscriptionCreditsRemaining. */
  paygCreditsRemaining: z.number().int(),
  effectiveCostPerReview: z.number().int(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Beyond the spec: a paid plan the subscription switches to at the end of the current period. */
  scheduledPlan: paidPlan.nullable(),
  /** When that switch happens (the current period's end). */
  scheduledPlanAt: z.string().nullable(),
});
/**
 * Billing's internal credits answer carries, in this header, when the soonest unspent credit expires:
 * the balance holds until then unless the ledger is written (gateways cache it no longer).
 */
export const CREDITS_HOLD_UNTIL_HEADER = 'x-doco-credits-hold-until';

export const creditsResponse = z.object({
  freeCreditsRemaining: z.number().int(),
  /** Spec field: every non-free credit, pay-as-you-go included. */
  subscriptionCreditsRemaining: z.number().int(),
  subscriptionPlan: subscriptionPlan,
  paygCreditsRemaining: z.number().int(),
  totalCreditsRemaining: z.number().int(),
});

// ---- Creating payments -----------------------------------------------------------------------------

/** What the card form needs to confirm a payment, and the metadata to pass back when crediting. */
export const pendingPayment = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: paymentMetadata,
});

/** POST /api/subscription/create */
export const createSubscriptionRequest = z.object({ planId: paidPlan });
export const createSubscriptionResponse = pendingPayment.extend({ subscriptionId: z.string(), planId: paidPlan });

const quantity = z
  .number({ error: PAYG_QUANTITY_MESSAGE })
  .int(PAYG_QUANTITY_MESSAGE)
  .min(PAYG_MIN_QUANTITY, PAYG_QUANTITY_MESSAGE)
  .max(PAYG_MAX_QUANTITY, PAYG_QUANTITY_MESSAGE);

/** POST /api/stripe/create-payg-subscription: amount (cents) is checked against the server's price. */
export const paygPurchaseRequest = z.object({
  quantity,
  amount: z.number({ error: 'The amount must be a whole number of cents' }).int('The amount must be a whole number of cents').optional(),
});
export const paygPurchaseResponse = pendingPayment.extend({ quantity: z.number().int() });

/** POST /api/stripe/complete-payment: the pending subscription's first payment. */
export const completePaymentResponse = pendingPayment.extend({ planId: paidPlan, subscriptionId: z.string() });

/** POST /api/stripe/allocate-credits-automatically: metadata is accepted but never trusted. */
export const allocateCreditsRequest = z.object({
  paymentIntentId: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export const allocateCreditsResponse = z.object({ creditsAdded: z.number().int() });

/** POST /api/stripe/cancel-subscription */
export const cancelSubscriptionResponse = z.object({
  message: z.string(),
  plan: subscriptionPlan,
  status: subscriptionStatusValue,
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});

/** POST /api/subscription/change-plan: another paid plan from the end of the current period. */
export const changePlanRequest = z.object({ planId: paidPlan });
export const changePlanResponse = z.object({
  message: z.string(),
  plan: paidPlan,
  scheduledPlan: paidPlan.nullable(),
  scheduledPlanAt: z.string().nullable(),
});

// ---- GET /api/payments/history ---------------------------------------------------------------------

export const paymentHistoryItem = z.object({
  id: z.string(),
  planName: z.string(),
  purchaseDate: z.string(),
  credits: z.number().int(),
  amount: z.number().int(),
  /** Beyond the spec. */
  type: z.string(),
  currency: z.string(),
  /**
   * Issue 27: active (credits left), used (every credit spent), expired (its period ended with
   * credits unspent) or refunded (the money went back; the row stays).
   */
  state: z.enum(['active', 'used', 'expired', 'refunded']),
  creditsLeft: z.number().int(),
  /** Integer cents refunded, and when (null unless refunded). */
  amountRefunded: z.number().int(),
  refundedAt: z.string().nullable(),
});
export const paymentHistory = z.array(paymentHistoryItem);

// ---- a payment's tax invoice (billing's internal API; the gateway renders the PDF) ----------------

export const invoiceData = z.object({
  paymentId: z.string(),
  /** Sequential, never reused. */
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  /** GST-inclusive total, integer cents. */
  total: z.number().int(),
  /** The GST in the total: one eleventh, rounded to the cent. */
  gst: z.number().int(),
  currency: z.string(),
});
export type InvoiceData = z.infer<typeof invoiceData>;

// ---- GET /api/payment/config and the sandbox card form -------------------------------------------

export const paymentConfig = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  /** Stripe's publishable key; null in the sandbox (the web shows its own card form). */
  publishableKey: z.string().nullable(),
  /** True for the sandbox and for Stripe test keys: the web shows a test-mode notice. */
  testMode: z.boolean(),
});

/** POST /api/payment/sandbox/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment. */
export const sandboxConfirmRequest = z.object({
  clientSecret: z.string().min(1).max(500),
  cardNumber: z.string().max(40),
  /** MM/YY (or MM/YYYY). */
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export const sandboxConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  paymentIntentId: z.string(),
  /** Set when the card was refused; message is shown to the user ('Your card was declined.'). */
  error: z.object({ message: z.string(), code: z.string(), declineCode: z.string().optional() }).optional(),
});

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

export type PlanOffer = z.infer<typeof planOffer>;
export type PaygTier = z.infer<typeof paygTier>;
export type PlansResponse = z.infer<typeof plansResponse>;
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;
export type CreditsResponse = z.infer<typeof creditsResponse>;
export type PendingPayment = z.infer<typeof pendingPayment>;
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>;
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;
export type PaygPurchaseRequest = z.infer<typeof paygPurchaseRequest>;
export type PaygPurchaseResponse = z.infer<typeof paygPurchaseResponse>;
export type CompletePaymentResponse = z.infer<typeof completePaymentResponse>;
export type AllocateCreditsRequest = z.infer<typeof allocateCreditsRequest>;
export type AllocateCreditsResponse = z.infer<typeof allocateCreditsResponse>;
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>;
export type ChangePlanRequest = z.infer<typeof changePlanRequest>;
export type ChangePlanResponse = z.infer<typeof changePlanResponse>;
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;
export type PaymentConfig = z.infer<typeof paymentConfig>;
export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmRequest>;
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;
export type WebhookResponse = z.infer<typeof webhookResponse>;

// ---- Billing's internal endpoints for the admin portal --------------------------------------------

/** POST /internal/billing/users/{id}/close, before an administrator deletes the user. */
export const closeAccountResponse = z.object({
  subscriptionsCancelled: z.number().int(),
  /** Payments kept (7 years), now detached from the user. */
  paymentsKept: z.number().int(),
  /** The one-way hash of the payer's email the kept payments carry (null when billing knew no such user). */
  payerHash: z.string().nullable(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponse>;

/** GET /internal/billing/revenue[?since=ISO]: money kept (succeeded payments, not refunded or disputed), in cents. */
export const revenueQuery = z.object({ since: z.iso.datetime().optional() });
export const revenueResponse = z.object({
  payments: z.number().int(),
  revenueCents: z.number().int(),
});
export type RevenueResponse = z.infer<typeof revenueResponse>;
