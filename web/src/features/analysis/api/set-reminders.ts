import { type AnalysisResponse, analysisResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/analyses/{id}/reminders: an email two days before each key date, or none. */
export async function setReminders(analysisId: string, enabled: boolean): Promise<AnalysisResponse> {
  return analysisResponse.parse(await apiJson('PUT', `/api/analyses/${encodeURIComponent(analysisId)}/reminders`, { enabled }));
}

export function useSetReminders(documentId: string, analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setReminders(analysisId, enabled),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.documentAnalysis(documentId), data),
  });
}
