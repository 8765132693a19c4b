import { type UploadResponse, uploadResponse } from '@doco/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { uploadInputSchema } from '../lib/upload-rules.ts';
import { documentsQueryOptions } from './get-documents.ts';

/**
 * POST /api/documents: multipart, one file in the field `document`, or a pack's files (issue 28) in the
 * field `files`, in the buyer's order: one document, analysed once.
 */
export async function uploadDocument(files: readonly File[]): Promise<UploadResponse> {
  const valid = uploadInputSchema.parse([...files]);
  const form = new FormData();
  const field = valid.length === 1 ? 'document' : 'files';
  for (const file of valid) form.append(field, file, file.name);
  return uploadResponse.parse(await apiJson('POST', '/api/documents', form));
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey }),
  });
}
