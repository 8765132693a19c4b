import { verifyEmailResponse } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

/**
 * The link's token is spent by the first call, so this is a query (one request per token, shared
 * by StrictMode's second mount) that is never refetched or retried. It takes no abort signal: with
 * one, an unmount (StrictMode's first) cancels the request the server has already honoured, and the
 * remount's second request finds the token spent.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [VERIFY_EMAIL_PATH, token],
    // An older gateway answers without `alreadyVerified`: a plain success.
    queryFn: async () => verifyEmailResponse.parse({ alreadyVerified: false, ...(await apiJson<object>('GET', `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`)) }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: token !== null });
}
