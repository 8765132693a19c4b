import { type AllocateCreditsResponse, allocateCreditsRequest, allocateCreditsResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AllocateInput = { paymentIntentId: string; userId: string };

/** POST /api/stripe/allocate-credits-automatically: credits a succeeded pay-as-you-go payment. */
export async function allocateCredits({ paymentIntentId, userId }: AllocateInput): Promise<AllocateCreditsResponse> {
  const body = allocateCreditsRequest.parse({
    paymentIntentId,
    metadata: { userId, type: 'payg_credits', quantity: '1' },
  });
  return allocateCreditsResponse.parse(await apiJson('POST', '/api/stripe/allocate-credits-automatically', body));
}

export function useAllocateCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: allocateCredits,
    // The credits query's key is its path (the default fetcher's convention).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
  });
}
