/** What a card form reports after confirming (Stripe.js or the sandbox), before credits are allocated. */
export type PaymentResult =
  | { kind: 'error'; message: string | undefined }
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'other'; status: string }
  /** Something broke that is not the card's fault (network, a bug). */
  | { kind: 'unexpected' };

/** spec-core §9: one credit for A$3.00. */
export const PAYG_PRICE_CENTS = 300;
/** Stripe's return address after a confirmation that needed a redirect (spec-core §7). */
export const paymentReturnUrl = () => `${window.location.origin}/subscription?payment=success`;

export const PAYMENT_FAILED_FALLBACK = 'Payment could not be processed';
export const PAYMENT_PROCESSING_TEXT = 'Your payment is being processed. Please wait...';
export const PAYMENT_UNEXPECTED_TEXT = 'An unexpected error occurred';
/** The same on Subscription Management (spec-accounts-admin §8). */
export const SUBSCRIPTION_PAYMENT_UNEXPECTED_TEXT = 'An unexpected error occurred. Please try again.';

/** spec-accounts-admin §8: the payment went through but crediting it failed (the webhook will). */
export const ALLOCATION_PENDING_TEXT = 'Payment processed successfully. Credits will be available shortly.';
