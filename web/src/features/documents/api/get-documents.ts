import { type DocumentListItem, documentList } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { getQueryFn } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export const DOCUMENTS_PATH = '/api/user/documents';
/** spec-core §9: the documents list stays fresh for 2 minutes. */
export const DOCUMENTS_STALE_MS = 2 * 60 * 1000;

const fetchDocuments = getQueryFn<unknown>({ on401: 'throw' });

export const documentsQueryOptions = queryOptions({
  queryKey: queryKeys.documentList,
  queryFn: async (context): Promise<DocumentListItem[]> => documentList.parse(await fetchDocuments(context)),
  staleTime: DOCUMENTS_STALE_MS,
});

/** The user's documents, newest first; runs only when authenticated (spec-core §6). */
export function useDocuments() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...documentsQueryOptions, enabled: isAuthenticated });
}
