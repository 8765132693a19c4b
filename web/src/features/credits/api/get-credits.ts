import { creditsResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '@/lib/auth';
import { getQueryFn } from '@/lib/query-client';
import { CREDITS_PATH, queryKeys } from '@/lib/query-keys';

export { CREDITS_PATH };
/** spec-core §9: polled every 10 s, stale after 5 s. */
export const CREDITS_POLL_MS = 10_000;
export const CREDITS_STALE_MS = 5_000;

/** The spec's three fields of the billing contract; the extras are not needed here. */
export const creditsSchema = creditsResponse.pick({
  freeCreditsRemaining: true,
  subscriptionCreditsRemaining: true,
  subscriptionPlan: true,
});
export type Credits = z.infer<typeof creditsSchema>;

const fetchCredits = getQueryFn<unknown>({ on401: 'throw' });

export const creditsQueryOptions = queryOptions({
  queryKey: queryKeys.credits,
  queryFn: async (context): Promise<Credits> => creditsSchema.parse(await fetchCredits(context)),
  refetchInterval: CREDITS_POLL_MS,
  staleTime: CREDITS_STALE_MS,
});

/** The signed-in user's credits; runs only when authenticated (spec-core §6). */
export function useCredits() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...creditsQueryOptions, enabled: isAuthenticated });
}
