import type { RefundCreditResponse } from '@doco/contracts';

/**
 * What the worker needs from billing: give back the credit an analysis consumed. Idempotent by analysis;
 * the answer says whether it was refunded now, before, or had nothing to refund. Throws when billing
 * cannot be reached or refuses.
 */
export interface Credits {
  refund(analysisId: string, reason: string): Promise<RefundCreditResponse>;
}
