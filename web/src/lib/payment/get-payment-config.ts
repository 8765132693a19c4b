import { type PaymentConfig, paymentConfig } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const PAYMENT_CONFIG_PATH = '/api/payment/config';

const fetchConfig = getQueryFn<unknown>({ on401: 'throw' });

/** Which card form to show: Stripe's Payment Element with a publishable key, else the sandbox form. Never stale. */
export const paymentConfigQueryOptions = queryOptions({
  queryKey: queryKeys.paymentConfig,
  queryFn: async (context): Promise<PaymentConfig> => paymentConfig.parse(await fetchConfig(context)),
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}

/** The Stripe key to load Stripe.js with, or null for the sandbox card form. */
export function stripeKeyOf(config: PaymentConfig): string | null {
  return config.provider === 'stripe' && config.publishableKey ? config.publishableKey : null;
}
