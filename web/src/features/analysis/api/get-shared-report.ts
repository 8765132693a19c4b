import { sharedReportResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * GET /api/shared/{token}: a report shared with the reader, without a session. Every load is an opening
 * the buyer sees in their log, so it is loaded once per visit: never refetched on focus or retried.
 */
export function sharedReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/shared', token] as const,
    queryFn: async () => sharedReportResponse.parse(await apiJson('GET', `/api/shared/${encodeURIComponent(token)}`)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export const useSharedReport = (token: string) => useQuery(sharedReportQueryOptions(token));
