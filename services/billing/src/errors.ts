import type { ErrorCode } from '@doco/contracts';

/** An error whose message is safe to show a user; the routes answer with its status and code. */
export class BillingError extends Error {
  override name = 'BillingError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  constructor(statusCode: number, message: string, code: ErrorCode) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const MESSAGES = {
  noPendingPayment: 'No pending payment found',
  paymentNotFound: 'Payment not found',
  paymentNotSucceeded: 'Your payment is being processed. Please wait...',
  amountMismatch: 'The payment amount does not match the purchase. Please contact support.',
  paymentReversed: 'This payment was refunded or disputed, so it adds no credits. Please contact support.',
  alreadySubscribed: 'You already have an active subscription.',
  subscriptionPending: 'You have a subscription waiting for payment. Complete or cancel it first.',
  noSubscription: 'You have no subscription to cancel.',
  noSubscriptionToChange: 'You have no subscription to change. Choose a plan to subscribe.',
  samePlan: 'You are already on this plan.',
  cancelledNoChange: 'Your subscription is cancelled and ends at the end of this period. Choose a new plan once it has ended.',
  unpaidNoChange: 'Your last renewal is unpaid. Please update your payment before changing plans.',
  unknownUser: 'No such user.',
  sandboxOnly: 'Test payments are only available in sandbox mode.',
} as const;

export const notFound = (message: string, code: ErrorCode = 'not_found') => new BillingError(404, message, code);
export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new BillingError(400, message, code);
export const conflict = (message: string, code: ErrorCode) => new BillingError(409, message, code);
