import { z } from 'zod';

/**
 * Every `code` an error body may carry, whichever service sends it (the gateway passes billing's on).
 * The web maps codes to texts in one place (web/src/lib/error-catalogue.ts); a new code goes here first.
 */
export const ERROR_CODES = [
  // the request itself
  'bad_request',
  'invalid_request',
  'not_found',
  'too_large',
  'unsupported_media_type',
  'cross_site',
  'rate_limited',
  // accounts and sessions
  'unauthorized',
  'invalid_credentials',
  'invalid_token',
  'wrong_password',
  'same_password',
  'email_taken',
  'email_not_verified',
  'account_suspended',
  // uploads
  'not_multipart',
  'no_file',
  'one_file',
  'too_many_files',
  'pack_too_large',
  'wrong_field',
  'unsupported_file',
  'empty_file',
  'damaged_file',
  'password_protected',
  'photo_too_large',
  'quota_full',
  // analyses and credits
  'no_credits',
  'analysis_failed',
  'analysis_not_ready',
  // payments and subscriptions (billing)
  'invalid_quantity',
  'amount_mismatch',
  'payment_not_found',
  'payment_not_succeeded',
  'payment_mismatch',
  'payment_reversed',
  'not_refundable',
  'balance_changed',
  'invoices_unavailable',
  'no_pending_payment',
  'no_subscription',
  'already_subscribed',
  'subscription_pending',
  'subscription_cancelled',
  'subscription_unpaid',
  'same_plan',
  'not_sandbox',
  'billing_unavailable',
  'billing_error',
  'unknown_user',
  'bad_signature',
  // anything unexpected (logged with the request id)
  'internal',
] as const;
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

/** Every error body the API sends. `message` is safe to show to a user. */
export const errorBody = z.object({ message: z.string(), code: errorCode.optional() });
export type ErrorBody = z.infer<typeof errorBody>;

/** The code for an error a framework raised without one of ours (its HTTP status decides). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal';
  return 'bad_request';
}
