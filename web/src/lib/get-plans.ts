import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponse, type PlansResponse } from '@doco/contracts';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export { plansResponse, type PlansResponse } from '@doco/contracts';
export type PlanId = keyof PlansResponse['plans'];
export type PlanInfo = PlansResponse['plans'][PlanId];

export const PLANS_PATH = '/api/subscription/plans';

export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<PlansResponse> {
  return plansResponse.parse(await apiJson('GET', PLANS_PATH, undefined, { signal }));
}

/** Public, changes rarely: cached for the visit (the app default never marks it stale). */
export const plansQueryOptions = queryOptions({
  queryKey: queryKeys.plans,
  queryFn: ({ signal }) => getPlans({ signal }),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
