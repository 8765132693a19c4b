import { type ErrorReportRequest, errorReportResponse, hiddenItemsResponse, type ItemRef } from '@doco/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

// 'This looks wrong' (issue 26): report an item of the results, and the items hidden from the buyer's report.

const base = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}`;

/** GET /api/analyses/{id}/hidden-items (the key is its path). */
export const hiddenItemsKey = (analysisId: string) => ['/api/analyses', analysisId, 'hidden-items'] as const;

export function hiddenItemsQueryOptions(analysisId: string) {
  return queryOptions({
    queryKey: hiddenItemsKey(analysisId),
    queryFn: async () => hiddenItemsResponse.parse(await apiJson('GET', `${base(analysisId)}/hidden-items`)).items,
    staleTime: 60_000,
  });
}

/** `enabled: false` for a read-only report (the public sample): nothing is asked of the server. */
export const useHiddenItems = (analysisId: string, enabled = true) => useQuery({ ...hiddenItemsQueryOptions(analysisId), enabled });

/** POST /api/analyses/{id}/error-reports; the answer carries the hidden items (the report may hide its item). */
export function useReportError(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ErrorReportRequest) => errorReportResponse.parse(await apiJson('POST', `${base(analysisId)}/error-reports`, request)),
    onSuccess: (data) => queryClient.setQueryData(hiddenItemsKey(analysisId), data.hiddenItems),
  });
}

/** PUT /api/analyses/{id}/hidden-items: hide an item from the buyer's report, or show it again. */
export function useSetHidden(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, hidden }: { item: ItemRef; hidden: boolean }) =>
      hiddenItemsResponse.parse(await apiJson('PUT', `${base(analysisId)}/hidden-items`, { item, hidden })).items,
    onSuccess: (items) => queryClient.setQueryData(hiddenItemsKey(analysisId), items),
  });
}
