import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { documentsQueryOptions } from './get-documents.ts';
import { queryKeys } from '@/lib/query-keys';

const idsSchema = z.array(z.string().min(1)).min(1);

/** DELETE /api/documents/{id}: the document and its analyses. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`);
}

export type BulkDeleteResult = { deleted: string[]; failed: string[] };

/** Deletes several documents in parallel; reports which went and which did not. */
export async function deleteDocuments(ids: string[]): Promise<BulkDeleteResult> {
  const valid = idsSchema.parse(ids);
  const outcomes = await Promise.allSettled(valid.map((id) => deleteDocument(id)));
  const deleted: string[] = [];
  const failed: string[] = [];
  outcomes.forEach((outcome, i) => {
    (outcome.status === 'fulfilled' ? deleted : failed).push(valid[i]!);
  });
  return { deleted, failed };
}

/** Drops the deleted documents' cached data (their analysis lives under /api/documents/{id}) and refreshes the list. */
async function afterDelete(queryClient: QueryClient, ids: string[]) {
  for (const id of ids) queryClient.removeQueries({ queryKey: queryKeys.document(id) });
  await queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_data, id) => afterDelete(queryClient, [id]),
  });
}

export function useDeleteDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocuments,
    // Some may have gone even when others failed: refresh either way.
    onSettled: (result) => afterDelete(queryClient, result?.deleted ?? []),
  });
}
