import { pendingPayment } from '@doco/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/** spec-core §7 promises only clientSecret; the rest of the billing contract's pending payment is used when sent. */
export const paygPaymentSchema = pendingPayment.partial().required({ clientSecret: true });
export type PaygPayment = z.infer<typeof paygPaymentSchema>;

/** POST /api/payment/payg with an empty object: one credit at A$3.00. */
export async function createPaygPayment(): Promise<PaygPayment> {
  return paygPaymentSchema.parse(await apiJson('POST', '/api/payment/payg', {}));
}

export function useCreatePaygPayment() {
  return useMutation({ mutationFn: createPaygPayment });
}

