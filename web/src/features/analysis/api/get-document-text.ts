import { type DocumentText, documentText } from '@doco/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const fetchText = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/documents/{id}/text: the document's kind and its text page by page, as its analysis read it. */
export function documentTextQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: [...queryKeys.document(documentId), 'text'] as const,
    queryFn: async (context): Promise<DocumentText> => documentText.parse(await fetchText(context)),
    // The text of an analysed document does not change; dropped with the document's other queries.
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
  });
}

export function useDocumentText(documentId: string, enabled: boolean) {
  return useQuery({ ...documentTextQueryOptions(documentId), enabled });
}

/** Where the viewer loads a PDF's own bytes from (pdf.js fetches it, same origin, with the session cookie); a pack's file by its position. */
export const documentFileUrl = (documentId: string, file?: number) => `/api/documents/${documentId}/file${file ? `?file=${file}` : ''}`;
