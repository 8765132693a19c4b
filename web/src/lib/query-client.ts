import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { readJson, throwIfResNotOk } from './api-client.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The query key parts joined with '/' form the GET path: ['/api/analyses', 7] → /api/analyses/7. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

/** The default fetcher (spec-core §7). With on401 'returnNull' a 401 resolves to null data. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await readJson(res)) as T;
  };
}

/**
 * Defaults (spec-core §9): no retries, no refetch on focus, no polling, data never stale.
 * Queries that need polling or cache times set them in their own endpoint file.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's one client. Tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
