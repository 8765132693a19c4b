import { type CompareResponse, compareResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const COMPARE_PATH = '/api/analyses/compare';

/** GET /api/analyses/compare?ids=...: the analyses in the order given (the gateway checks they are the buyer's and completed). */
export function comparisonQueryOptions(analysisIds: readonly string[]) {
  return queryOptions({
    queryKey: [COMPARE_PATH, analysisIds.join(',')] as const,
    queryFn: async ({ signal }): Promise<CompareResponse> =>
      compareResponse.parse(await apiJson('GET', `${COMPARE_PATH}?ids=${analysisIds.map(encodeURIComponent).join(',')}`, undefined, { signal })),
    // A signing date entered on a report moves its key dates: ask again each time the page opens.
    staleTime: 0,
  });
}

export function useComparison(analysisIds: readonly string[], enabled: boolean) {
  return useQuery({ ...comparisonQueryOptions(analysisIds), enabled });
}
