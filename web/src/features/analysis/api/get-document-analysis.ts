import { type AnalysisResponse, analysisResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { revalidatingQueryFn } from '@/lib/revalidating-query';
import { retryAnalysisLoad } from '@/lib/error-catalogue';
import { isInProgress } from '../lib/analysis-status.ts';
import { queryKeys } from '@/lib/query-keys';

/** spec-core §9: re-polled every 2 s while pending or processing; cached 5 minutes, stale at once. */
export const ANALYSIS_POLL_MS = 2_000;
export const ANALYSIS_CACHE_MS = 5 * 60 * 1000;

/**
 * A completed analysis comes with an ETag; loading it again (the page opened again, stale at once)
 * sends If-None-Match, and a 304 keeps the copy already held (lib/revalidating-query.ts).
 */
const fetchAnalysis = revalidatingQueryFn((body): AnalysisResponse => analysisResponse.parse(body));

/** GET /api/documents/{id}/analysis: the document's latest analysis with its results. */
export function documentAnalysisQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: queryKeys.documentAnalysis(documentId),
    queryFn: fetchAnalysis,
    staleTime: 0,
    gcTime: ANALYSIS_CACHE_MS,
    refetchInterval: (query) => (isInProgress(query.state.data?.analysis.status) ? ANALYSIS_POLL_MS : false),
    retry: retryAnalysisLoad,
  });
}

export function useDocumentAnalysis(documentId: string) {
  return useQuery(documentAnalysisQueryOptions(documentId));
}
