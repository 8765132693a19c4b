import {
  consumeCreditResponse,
  creditBalance,
  type ConsumeCreditResponse,
  type CreditBalance,
} from '@doco/contracts';
import { AppError } from '../errors.ts';

export const NO_CREDITS_MESSAGE = 'No credits available. Choose a subscription plan or pay-as-you-go to continue.';

/** The gateway's side of billing's internal API. */
export interface BillingClient {
  /** Takes one credit for the analysis (idempotent per analysis); 402 AppError when none is left. */
  consume(userId: string, analysisId: string): Promise<ConsumeCreditResponse>;
  balance(userId: string): Promise<CreditBalance>;
}

export function createBillingClient(baseUrl: string, timeoutMs = 5_000): BillingClient {
  async function call(path: string, init?: RequestInit) {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new AppError(503, 'Billing is unavailable right now. Please try again in a moment.', 'billing_unavailable');
    }
    if (response.status === 402) throw new AppError(402, NO_CREDITS_MESSAGE, 'no_credits');
    if (!response.ok) throw new AppError(502, 'Billing could not complete the request. Please try again.', 'billing_error');
    return response.json();
  }
  return {
    async consume(userId, analysisId) {
      const body = await call('/internal/credits/consume', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, analysisId }),
      });
      return consumeCreditResponse.parse(body);
    },
    async balance(userId) {
      return creditBalance.parse(await call(`/internal/credits/${encodeURIComponent(userId)}`));
    },
  };
}
