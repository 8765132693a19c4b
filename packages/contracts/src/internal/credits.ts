import { z } from 'zod';

// Billing's internal credit API (gateway and worker -> billing). Not exposed to browsers.

export const consumeCreditRequest = z.object({ userId: z.uuid(), analysisId: z.uuid() });
export const consumeCreditResponse = z.object({
  /** consumed: a credit was taken now; already: this analysis had taken one before (no second charge). */
  outcome: z.enum(['consumed', 'already']),
  kind: z.enum(['free', 'subscription', 'payg', 'admin']),
});
export const refundCreditRequest = z.object({ analysisId: z.uuid(), reason: z.string().max(500) });
export const refundCreditResponse = z.object({ outcome: z.enum(['refunded', 'already', 'nothing-to-refund']) });

export const creditBalance = z.object({
  freeCreditsRemaining: z.number().int(),
  /** Spec field: every non-free credit (subscription + pay-as-you-go + granted by staff). */
  subscriptionCreditsRemaining: z.number().int(),
  subscriptionOnlyCreditsRemaining: z.number().int(),
  paygCreditsRemaining: z.number().int(),
  totalCreditsRemaining: z.number().int(),
});

export type ConsumeCreditRequest = z.infer<typeof consumeCreditRequest>;
export type ConsumeCreditResponse = z.infer<typeof consumeCreditResponse>;
export type RefundCreditRequest = z.infer<typeof refundCreditRequest>;
export type RefundCreditResponse = z.infer<typeof refundCreditResponse>;
export type CreditBalance = z.infer<typeof creditBalance>;
