import { type AnalysisResponse, analysisResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/analyses/{id}/signing-date: the day the buyer signed (or null); the answer is the recomputed analysis. */
export async function setSigningDate(analysisId: string, signingDate: string | null): Promise<AnalysisResponse> {
  return analysisResponse.parse(await apiJson('PUT', `/api/analyses/${encodeURIComponent(analysisId)}/signing-date`, { signingDate }));
}

export function useSetSigningDate(documentId: string, analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signingDate: string | null) => setSigningDate(analysisId, signingDate),
    // The key dates shown are the server's: its answer replaces the cached analysis.
    onSuccess: (data) => queryClient.setQueryData(queryKeys.documentAnalysis(documentId), data),
  });
}
