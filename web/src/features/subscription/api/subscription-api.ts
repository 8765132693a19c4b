import {
  cancelSubscriptionResponse,
  changePlanResponse,
  completePaymentResponse,
  createSubscriptionResponse,
  paymentHistory,
  paygPurchaseResponse,
  subscriptionStatusResponse,
  type PaidPlan,
} from '@doco/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { getQueryFn } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

// The subscription page's calls (spec-accounts-admin §7). One query key per resource, so a payment
// or a cancel refreshes exactly what shows it.
export const SUBSCRIPTION_KEYS = {
  status: ['/api/subscription/status'] as const,
  history: ['/api/payments/history'] as const,
  /** The pending subscription payment that 'Complete Your Payment' finishes. */
  pendingPayment: ['/api/stripe/complete-payment'] as const,
};

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export { usePlans } from '@/lib/get-plans';

export function useSubscriptionStatus() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.status,
    queryFn: async (context) => subscriptionStatusResponse.parse(await fetchJson(context)),
    enabled: isAuthenticated,
  });
}

export function usePaymentHistory() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.history,
    queryFn: async (context) => paymentHistory.parse(await fetchJson(context)),
    enabled: isAuthenticated,
  });
}

/** After a payment or a cancel: credits, status and history read again. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.credits }),
      client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.status }),
      client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.history }),
    ]);
}

export function useCreateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (planId: PaidPlan) => createSubscriptionResponse.parse(await apiJson('POST', '/api/subscription/create', { planId })),
    // The new subscription is pending until paid: Overview shows it (and Complete Payment) at once.
    onSuccess: () => client.invalidateQueries({ queryKey: SUBSCRIPTION_KEYS.status }),
  });
}

export function useCreatePaygBundle() {
  return useMutation({
    mutationFn: async (input: { quantity: number; amount: number }) =>
      paygPurchaseResponse.parse(await apiJson('POST', '/api/stripe/create-payg-subscription', input)),
  });
}

export function useCancelSubscription() {
  return useMutation({
    mutationFn: async () => cancelSubscriptionResponse.parse(await apiJson('POST', '/api/stripe/cancel-subscription', {})),
  });
}

/**
 * The pending subscription's first payment, loaded by 'Complete Your Payment'. A POST (spec §7) that
 * only reads: it hands back the same PaymentIntent each time. Not cached, not retried (a 404 is an answer).
 */
export function usePendingPayment() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: SUBSCRIPTION_KEYS.pendingPayment,
    queryFn: async () => completePaymentResponse.parse(await apiJson('POST', '/api/stripe/complete-payment', {})),
    enabled: isAuthenticated,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Another paid plan from the end of the current period. */
export function useChangePlan() {
  return useMutation({
    mutationFn: async (planId: PaidPlan) => changePlanResponse.parse(await apiJson('POST', '/api/subscription/change-plan', { planId })),
  });
}
