import { type CreateShareRequest, createShareResponse, sharesResponse } from '@doco/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';

// The buyer's shared links to one report (issue 28 §5): make one, list them with their openings, revoke one.

const base = (analysisId: string) => `/api/analyses/${encodeURIComponent(analysisId)}/shares`;

/** GET /api/analyses/{id}/shares (the key is its path). */
export const sharesKey = (analysisId: string) => ['/api/analyses', analysisId, 'shares'] as const;

export function sharesQueryOptions(analysisId: string) {
  return queryOptions({
    queryKey: sharesKey(analysisId),
    queryFn: async () => sharesResponse.parse(await apiJson('GET', base(analysisId))).shares,
    // The log of openings is what the buyer opens the list for: fresh each time.
    staleTime: 0,
  });
}

/** Asked only while the dialog is open (`enabled`). */
export const useShares = (analysisId: string, enabled: boolean) => useQuery({ ...sharesQueryOptions(analysisId), enabled });

/** POST /api/analyses/{id}/shares: the answer's `path` is the only time the link's address is known. */
export function useCreateShare(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateShareRequest) => createShareResponse.parse(await apiJson('POST', base(analysisId), request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(analysisId) }),
  });
}

/** DELETE /api/analyses/{id}/shares/{shareId}: the link answers 404 from now on. */
export function useRevokeShare(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: string) => {
      await apiRequest('DELETE', `${base(analysisId)}/${encodeURIComponent(shareId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(analysisId) }),
  });
}
