import { type StartAnalysisResponse, startAnalysisResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const analysisIdSchema = z.string().min(1);

/** POST /api/analyses/{id}/start: takes a credit and queues the analysis; 402 when there is none. */
export async function startAnalysis(analysisId: string): Promise<StartAnalysisResponse> {
  const id = analysisIdSchema.parse(analysisId);
  return startAnalysisResponse.parse(await apiJson('POST', `/api/analyses/${encodeURIComponent(id)}/start`));
}

export function useStartAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAnalysis,
    // Every document's analysis lives under /api/documents/{id}/analysis: refetch so polling starts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
  });
}
