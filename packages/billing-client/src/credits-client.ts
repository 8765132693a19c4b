import { refundCreditRequest, refundCreditResponse, type RefundCreditResponse } from '@doco/contracts';
import { internalAuthHeader } from '@doco/service-kit';

/** Billing answered with an error, or could not be reached. */
export class BillingCallError extends Error {
  override name = 'BillingCallError';
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/**
 * Billing's internal credit endpoints, for the services that are not billing (no other service writes
 * `credit_ledger`). Every call carries the caller's own token (the worker's BILLING_TOKEN_WORKER, which reaches the refund route only); bodies and answers are the contracts' shapes.
 */
export function createCreditsClient(baseUrl: string, token: string, timeoutMs = 5_000) {
  const headers = { 'content-type': 'application/json', ...internalAuthHeader(token) };
  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new BillingCallError(`billing unreachable: ${(error as Error).message}`, null);
    }
    if (!response.ok) throw new BillingCallError(`billing answered ${response.status} to ${path}`, response.status);
    return response.json();
  }
  return {
    /** Gives back the credit an analysis consumed; once, however often it is asked. */
    async refund(analysisId: string, reason: string): Promise<RefundCreditResponse> {
      return refundCreditResponse.parse(await post('/internal/credits/refund', refundCreditRequest.parse({ analysisId, reason: reason.slice(0, 500) })));
    },
  };
}
export type CreditsClient = ReturnType<typeof createCreditsClient>;
