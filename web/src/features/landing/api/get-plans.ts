import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

// TODO(contracts): import the plans response from @doco/contracts once billing publishes it; until
// then this mirrors spec-accounts-admin §3 "Plans response" (prices in cents).
const planInfo = z.object({
  price: z.number().int().nonnegative(),
  credits: z.number().int().nonnegative(),
  description: z.string(),
  effectiveCostPerReview: z.number().nonnegative(),
});
export const plansResponse = z.object({
  plans: z.object({ monthly: planInfo, quarterly: planInfo, semiannually: planInfo, annual: planInfo }),
  payAsYouGo: z.object({ price: z.number().int().nonnegative() }),
});
export type PlansResponse = z.infer<typeof plansResponse>;
export type PlanId = keyof PlansResponse['plans'];
export type PlanInfo = z.infer<typeof planInfo>;

export const PLANS_PATH = '/api/subscription/plans';

export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<PlansResponse> {
  return plansResponse.parse(await apiJson('GET', PLANS_PATH, undefined, { signal }));
}

/** Public, changes rarely: cached for the visit (the app default never marks it stale). */
export const plansQueryOptions = queryOptions({
  queryKey: [PLANS_PATH],
  queryFn: ({ signal }) => getPlans({ signal }),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
