/** What the worker needs from billing: give back the credit an analysis consumed. Idempotent. */
export interface Credits {
  refund(analysisId: string, reason: string): Promise<void>;
}
