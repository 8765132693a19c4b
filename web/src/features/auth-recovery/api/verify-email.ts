import type { MessageResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

/**
 * The link's token is spent by the first call, so this is a query (one request per token, shared
 * by StrictMode's second mount) that is never refetched or retried.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [VERIFY_EMAIL_PATH, token],
    queryFn: ({ signal }) =>
      apiJson<MessageResponse | null>('GET', `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`, undefined, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: token !== null });
}
